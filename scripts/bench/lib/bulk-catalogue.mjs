/**
 * The dev database with the bulk catalogue, as `make seed-bulk` makes it: services found or
 * started (scripts/ensure-services.sh), migrated, demo-seeded (the bulk rows borrow its audio),
 * bulk-seeded, vacuumed. Every step is a no-op (or quick) when already done.
 */
import { join } from 'node:path';

import pg from 'pg';

import { capture, run } from '../../lib/run.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const BULK = ['--artists', '50000', '--albums', '100000', '--tracks', '500000'];

/** DATABASE_URL and REDIS_URL: from the environment, else what ensure-services.sh prints. */
export async function serviceUrls() {
  if (process.env.DATABASE_URL && process.env.REDIS_URL) return {};
  const { code, out } = await capture('bash', [join(root, 'scripts', 'ensure-services.sh')]);
  if (code !== 0) throw new Error('PostgreSQL or Redis is not available (see above)');
  return Object.fromEntries(
    out
      .trim()
      .split('\n')
      .map((line) => line.split(/=(.*)/s).slice(0, 2)),
  );
}

export async function prepareBulkCatalogue(env) {
  // The backend's migrate CLI, then the demo catalogue tool's seed CLIs (tools/demo-catalogue).
  const backend = join(root, 'backend', 'dist', 'src', 'cli');
  const tool = join(root, 'tools', 'demo-catalogue', 'dist', 'cli');
  const steps = [
    [backend, 'migrate'],
    [tool, 'seed', '--if-empty', '--no-logins'],
    [tool, 'seed-bulk', ...BULK],
  ];
  for (const [dir, cli, ...args] of steps) {
    const code = await run(process.execPath, [join(dir, `${cli}.js`), ...args], { env });
    if (code !== 0) throw new Error(`npm run ${cli} failed (exit ${code})`);
  }
  // Hint bits and the visibility map set now rather than by the first measured queries (or by an
  // autovacuum that starts in the middle of a run; it is often off on development databases).
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  await client.connect();
  try {
    await client.query('VACUUM (ANALYZE) artists, albums, tracks, search_words');
  } finally {
    await client.end();
  }
}

/** `perList` artist names, album titles and track titles, the same ones every run. */
export async function sampleNames(databaseUrl, perList = 400) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.2026)');
    const names = [];
    for (const [column, table] of [
      ['name', 'artists'],
      ['title', 'albums'],
      ['title', 'tracks'],
    ]) {
      const { rows } = await client.query(
        `SELECT ${column} AS name FROM ${table} ORDER BY random() LIMIT ${perList}`,
      );
      names.push(...rows.map((row) => row.name));
    }
    return names;
  } finally {
    await client.end();
  }
}
