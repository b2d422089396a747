/**
 * The artist dashboard's reads on a year of plays: `GET /api/artist/analytics` over 7, 28, 90 and
 * 365 days, one track's figures (`/tracks/{id}`) and the CSV export (`/export.csv`), for the
 * artist with the most plays and for a typical one (the 1,000th), as an admin naming the artist.
 * Runs against the built API on its own database (`make seed-plays`: 10 M play events over the
 * bulk catalogue; prepared here when missing). Each call is timed one request at a time after a
 * warm-up (a dashboard's calls come from one person), then all of an artist's calls at once, as
 * the page loads them.
 *
 * Target: p95 ≤ 100 ms per call. Exits 0 on PASS, 1 on FAIL. Needs `make build`.
 *
 *   make bench-dashboard                 (= node scripts/bench/dashboard.mjs)
 *   node scripts/bench/dashboard.mjs --seed-only          (what `make seed-plays` runs)
 *   node scripts/bench/dashboard.mjs --requests 100 --no-prepare
 */
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import {
  BENCH_EVENTS,
  benchArtists,
  dashboardBenchEnv,
  prepareDashboardDatabase,
} from './lib/dashboard-plays.mjs';
import { startBenchApi } from './lib/processes.mjs';
import { formatMs, summarize } from './lib/stats.mjs';

const TARGET_P95_MS = 100;
const WARM_UP = 5;
const backend = join(import.meta.dirname, '..', '..', 'backend');

const options = readOptions();
const env = await dashboardBenchEnv().catch(fail);
if (options.prepare) {
  await prepareDashboardDatabase(env, { events: options.events, reset: options.reset }).catch(fail);
}
if (options.seedOnly) process.exit(0);

const artists = await benchArtists(env.DATABASE_URL).catch(fail);
const events = await countEvents(env.DATABASE_URL);
// Each call's first read then counts its periods' closed days, as the first visit of a day does
// (ADR 0030); the later reads find them kept.
await forgetKeptListenerCounts(env.DATABASE_URL);
const api = await startBenchApi(backend, env).catch(fail);
const token = await adminToken(api.url).catch(fail);

console.log(`\n${events.toLocaleString('en')} play events; load average ${loadAverage()}.`);
const results = [];
for (const artist of artists) {
  console.log(
    `\n${artist.label} artist: ${artist.name} (${artist.plays.toLocaleString('en')} plays in the year, ${artist.track_days.toLocaleString('en')} track-days)`,
  );
  for (const [call, path] of callsOf(artist)) {
    const summary = await timeCall(`${api.url}${path}`);
    results.push({ artist: artist.label, call, ...summary });
    console.log(
      `  ${call.padEnd(24)} first ${formatMs(summary.first).padStart(9)}  p50 ${formatMs(summary.p50).padStart(9)}  p95 ${formatMs(summary.p95).padStart(9)}  max ${formatMs(summary.max).padStart(9)}  ${summary.bytes} B`,
    );
  }
  const together = await timeTogether(callsOf(artist).map(([, path]) => `${api.url}${path}`));
  results.push({ artist: artist.label, call: 'all at once', ...together });
  console.log(
    `  ${'all at once (page load)'.padEnd(24)} p50 ${formatMs(together.p50).padStart(9)}  p95 ${formatMs(together.p95).padStart(9)}`,
  );
}
api.child.kill('SIGTERM');
console.log(`\nload average after: ${loadAverage()}`);
process.exitCode = verdict(results) ? 0 : 1;

function readOptions() {
  const { values } = parseArgs({
    options: {
      requests: { type: 'string', default: '60' },
      events: { type: 'string', default: String(BENCH_EVENTS) },
      prepare: { type: 'boolean', default: true },
      'seed-only': { type: 'boolean', default: false },
      reset: { type: 'boolean', default: false },
    },
    allowNegative: true,
    strict: true,
  });
  const requests = Number(values.requests);
  const events = Number(values.events);
  if (!(requests >= 20)) fail('--requests must be at least 20');
  if (!Number.isInteger(events) || events < 1000) fail('--events must be a whole number ≥ 1000');
  for (const built of [
    join(backend, 'dist', 'src', 'main.js'),
    join(backend, '..', 'tools', 'demo-catalogue', 'dist', 'cli', 'seed-plays.js'),
  ]) {
    if (!existsSync(built)) fail('build first: make build');
  }
  return {
    requests,
    events,
    prepare: values.prepare,
    seedOnly: values['seed-only'],
    reset: values.reset,
  };
}

/** The page's calls for one artist, as [label, path]. */
function callsOf(artist) {
  const as = `artist_id=${artist.artist_id}`;
  return [
    ...['7d', '28d', '90d', '365d'].map((range) => [
      `analytics ${range}`,
      `/api/artist/analytics?range=${range}&${as}`,
    ]),
    ['tracks/{id} 28d', `/api/artist/analytics/tracks/${artist.track_id}?range=28d`],
    ['tracks/{id} 365d', `/api/artist/analytics/tracks/${artist.track_id}?range=365d`],
    ['export.csv 28d', `/api/artist/analytics/export.csv?range=28d&${as}`],
    ['export.csv 365d', `/api/artist/analytics/export.csv?range=365d&${as}`],
  ];
}

async function get(url) {
  const started = performance.now();
  const reply = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  const body = await reply.arrayBuffer();
  if (reply.status !== 200) {
    throw new Error(
      `${url} answered ${reply.status}: ${Buffer.from(body).toString().slice(0, 300)}`,
    );
  }
  return { ms: performance.now() - started, bytes: body.byteLength };
}

/**
 * One request at a time: `WARM_UP` unmeasured (the first one's time is reported as `first`), then
 * `options.requests` measured.
 */
async function timeCall(url) {
  let first = null;
  for (let i = 0; i < WARM_UP; i++) {
    const { ms } = await get(url).catch(fail);
    first ??= ms;
  }
  const samples = [];
  let bytes = 0;
  for (let i = 0; i < options.requests; i++) {
    const { ms, bytes: size } = await get(url).catch(fail);
    samples.push(ms);
    bytes = size;
  }
  return { ...summarize(samples), bytes, first };
}

async function forgetKeptListenerCounts(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('DELETE FROM play_period_listeners');
  } finally {
    await client.end();
  }
}

/** All of an artist's calls at once, `options.requests / 3` times: the slowest call each time. */
async function timeTogether(urls) {
  const samples = [];
  for (let i = 0; i < Math.ceil(options.requests / 3); i++) {
    const started = performance.now();
    await Promise.all(urls.map((url) => get(url))).catch(fail);
    samples.push(performance.now() - started);
  }
  return { ...summarize(samples), bytes: 0 };
}

/** The demo admin (seeded with the catalogue): admins read any artist's figures by `artist_id`. */
async function adminToken(apiUrl) {
  const reply = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@encore.test', password: 'encore-demo-2026' }),
  });
  const body = await reply.json();
  if (reply.status !== 200)
    throw new Error(`the demo admin's login failed: ${JSON.stringify(body)}`);
  return body.session.access_token;
}

async function countEvents(databaseUrl) {
  return withDb(databaseUrl, async (db) => {
    const { rows } = await db.query(
      `SELECT reltuples::bigint AS n FROM pg_class WHERE oid = 'play_events'::regclass`,
    );
    return Number(rows[0]?.n ?? 0);
  });
}

async function withDb(databaseUrl, work) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The 1, 5 and 15 minute load averages: the machine may be busy with other work. */
function loadAverage() {
  return loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}

function verdict(rows) {
  const measured = rows.filter((row) => row.call !== 'all at once');
  const slow = measured.filter((row) => row.p95 > TARGET_P95_MS);
  for (const row of slow) {
    console.log(`  slow: ${row.artist} ${row.call} p95 ${formatMs(row.p95)}`);
  }
  const pass = slow.length === 0;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${pass ? 'every call' : `${slow.length} of ${measured.length} calls`} ${pass ? 'within' : 'over'} p95 ${TARGET_P95_MS} ms`,
  );
  return pass;
}

function fail(error) {
  console.error(`bench-dashboard: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
