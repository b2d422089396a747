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

const SAMPLES = {
  artists: 'SELECT ar.name FROM artists ar',
  albums: `SELECT al.title, ar.name AS artist FROM albums al JOIN artists ar ON ar.id = al.artist_id`,
  tracks: `SELECT t.title, ar.name AS artist, al.title AS album
             FROM tracks t JOIN artists ar ON ar.id = t.artist_id JOIN albums al ON al.id = t.album_id`,
};

/**
 * `perList` artists, albums (with their artist's name) and tracks (with artist and album), the
 * same ones every run on the same catalogue: what the bench's queries are made from.
 */
export async function sampleItems(databaseUrl, perList = 400) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT setseed(0.2026)');
    const items = {};
    for (const [list, sql] of Object.entries(SAMPLES)) {
      const { rows } = await client.query(`${sql} ORDER BY random() LIMIT ${perList}`);
      items[list] = rows;
    }
    return items;
  } finally {
    await client.end();
  }
}

/** Every artist, album and track with the names search sees (for the in-memory comparison). */
export async function loadCatalogue(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const catalogue = {};
    for (const [list, sql] of Object.entries(SAMPLES)) {
      const table = { artists: 'ar', albums: 'al', tracks: 't' }[list];
      const { rows } = await client.query(sql.replace('SELECT ', `SELECT ${table}.id, `));
      catalogue[list] = rows;
    }
    return catalogue;
  } finally {
    await client.end();
  }
}
