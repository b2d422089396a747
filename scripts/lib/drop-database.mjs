import pg from 'pg';

/** Drops a database this script created (connections closed by force), from the `postgres` one. */
export async function dropDatabase(databaseUrl) {
  const admin = new URL(databaseUrl);
  const name = admin.pathname.slice(1);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).finally(() => client.end());
}
