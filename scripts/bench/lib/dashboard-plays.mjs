/**
 * The dashboard bench's database (`make seed-plays`): a database of its own on the dev PostgreSQL
 * (`encore_dashboard_bench`, or DASHBOARD_BENCH_DATABASE_URL), created when missing, migrated,
 * demo-seeded (the bulk rows borrow its audio), bulk-seeded (50k artists, 100k albums, 500k
 * tracks) and given a year of play events (10 M by default) rolled up as the worker would. Every
 * step is a no-op when already done; the play step prints its timings.
 */
import { join } from 'node:path';

import pg from 'pg';

import { run } from '../../lib/run.mjs';
import { serviceUrls } from './bulk-catalogue.mjs';

const root = join(import.meta.dirname, '..', '..', '..');
const BULK = ['--artists', '50000', '--albums', '100000', '--tracks', '500000'];
export const BENCH_DATABASE = 'encore_dashboard_bench';
export const BENCH_EVENTS = 10_000_000;

/** DATABASE_URL (the bench database) and REDIS_URL for the bench's steps and its API. */
export async function dashboardBenchEnv() {
  const services = { ...process.env, ...(await serviceUrls()) };
  const url = new URL(services.DATABASE_URL);
  url.pathname = `/${BENCH_DATABASE}`;
  return { ...services, DATABASE_URL: process.env.DASHBOARD_BENCH_DATABASE_URL ?? url.href };
}

/** Creates, migrates and fills the bench database (`events` play events); answers nothing. */
export async function prepareDashboardDatabase(env, { events = BENCH_EVENTS, reset = false } = {}) {
  await createDatabase(env.DATABASE_URL);
  const backend = join(root, 'backend', 'dist', 'src', 'cli');
  const tool = join(root, 'tools', 'demo-catalogue', 'dist', 'cli');
  const steps = [
    [backend, 'migrate'],
    [tool, 'seed', '--if-empty', '--no-logins'],
    [tool, 'seed-bulk', ...BULK],
    [tool, 'seed-plays', '--events', String(events), ...(reset ? ['--reset'] : [])],
  ];
  for (const [dir, cli, ...args] of steps) {
    const code = await run(process.execPath, [join(dir, `${cli}.js`), ...args], { env });
    if (code !== 0) throw new Error(`${cli} failed (exit ${code})`);
  }
}

async function createDatabase(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      console.log(`Creating the bench database ${name} …`);
      await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
    }
  } finally {
    await client.end();
  }
}

/**
 * The artists the bench reads: the one with the most plays in the last year, and a typical one
 * (the 1,000th by plays: a few hundred a year), each with its most played track.
 */
export async function benchArtists(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      `WITH ranked AS (
         SELECT artist_id, sum(plays)::int AS plays,
                (row_number() OVER (ORDER BY sum(plays) DESC, artist_id))::int AS place
           FROM play_daily_artist_stats WHERE day > current_date - 366
          GROUP BY artist_id)
       SELECT r.place, r.artist_id, r.plays, a.name,
              (SELECT m.track_id FROM play_daily_track_metrics m
                WHERE m.artist_id = r.artist_id AND m.day > current_date - 366
                GROUP BY m.track_id ORDER BY sum(m.plays) DESC, m.track_id LIMIT 1) AS track_id,
              (SELECT count(*)::int FROM play_daily_track_metrics m
                WHERE m.artist_id = r.artist_id AND m.day > current_date - 366) AS track_days
         FROM ranked r JOIN artists a ON a.id = r.artist_id
        WHERE r.place IN (1, 1000) ORDER BY r.place`,
    );
    if (rows.length < 2) throw new Error('the bench database has too few artists with plays');
    return rows.map((row) => ({ ...row, label: row.place === 1 ? 'large' : 'typical' }));
  } finally {
    await client.end();
  }
}
