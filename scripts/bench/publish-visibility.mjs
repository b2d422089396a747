/**
 * Publish to public (issue 24, docs/adr/0044): how long after the transaction that lists a
 * release commits do search and discover show it, and how long after the one that hides it again
 * are they rid of it. Target: published → found by search and shown on discover ≤ 1 s.
 *
 * Against a running app and its database: one bench artist with one album of two tracks is
 * written unlisted (as the studio writes a release), then flipped `--flips` times: a transaction
 * lists the album and its tracks (as `CatalogueWriter.setListed` does on publish), and from its
 * COMMIT each public surface is polled back to back until it shows the album — the album search,
 * the track search, discover's new releases (the album is dated 2099, the newest) and the album
 * page — then a transaction unlists them (take-down) and each surface is polled until it is gone.
 * A time is from the COMMIT's return to the end of the first reply that showed the change: it
 * includes that reply's own latency (the "first poll" column counts flips the very first reply
 * already showed). Two flips warm up first, uncounted. Removes what it wrote at the end. Exits 0 when every time is within target.
 *
 *   make start                          # in one terminal (or: --start, the built API on a free port)
 *   make bench-publish-visibility       # in another
 *   node scripts/bench/publish-visibility.mjs --url http://localhost:3000 --flips 20
 *   node scripts/bench/publish-visibility.mjs --start    # no app running: start dist/src/main.js
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { serviceUrls } from './lib/bulk-catalogue.mjs';
import { startBenchApi } from './lib/processes.mjs';
import { formatMs, summarize } from './lib/stats.mjs';

const TARGET_MS = 1000;
/** A surface that has not changed after this long is a failure, not a slow sample. */
const GIVE_UP_MS = 10_000;
/** Flips before the measured ones (not counted). */
const WARM_UP_FLIPS = 2;
const backend = join(import.meta.dirname, '..', '..', 'backend');

const options = readOptions();
const env = { ...process.env, ...(await serviceUrls().catch(fail)) };
const api = options.start ? await startBenchApi(backend, env) : null;
const baseUrl = api?.url ?? options.url;
await checkReady(baseUrl);

const db = new pg.Client({ connectionString: env.DATABASE_URL });
await db.connect();
const tag = Array.from(randomBytes(6), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
const release = await writeRelease(tag);
const SURFACES = {
  'album search': async () =>
    (await getJson(`/api/public/album?q=${encodeURIComponent(release.title)}`)).albums.some(
      (album) => album.id === release.albumId,
    ),
  'track search': async () =>
    (await getJson(`/api/public/track?q=${encodeURIComponent(release.title)}`)).tracks.some(
      (track) => track.album_id === release.albumId,
    ),
  'discover (new releases)': async () =>
    (await getJson('/api/public/discover')).new_releases.some(
      (album) => album.id === release.albumId,
    ),
  'album page': async () => {
    const reply = await fetch(new URL(`/api/public/album/${release.albumId}`, baseUrl));
    await reply.arrayBuffer();
    if (reply.status !== 200 && reply.status !== 404) throw new Error(`album page ${reply.status}`);
    return reply.status === 200;
  },
};

const samples = { publish: new Map(), hide: new Map() };
const firstPoll = { publish: new Map(), hide: new Map() };
let failed = 0;
try {
  console.log(
    `Publish to public: ${options.flips} flips of "${release.title}" against ${baseUrl} …`,
  );
  // Warm-up: the first requests prepare the statements on the API's connections.
  for (let flip = 0; flip < WARM_UP_FLIPS; flip++) {
    await flipAndWatch(true);
    await flipAndWatch(false);
  }
  for (let flip = 0; flip < options.flips; flip++) {
    for (const [phase, listed] of [
      ['publish', true],
      ['hide', false],
    ]) {
      const times = await flipAndWatch(listed);
      for (const [surface, { ms, polls }] of Object.entries(times)) {
        if (ms === null) failed += 1;
        else add(samples[phase], surface, ms);
        if (polls === 1) add(firstPoll[phase], surface, 1);
      }
    }
  }
} finally {
  await db.query('DELETE FROM artists WHERE id = $1', [release.artistId]);
  await db.end();
  api?.child.kill('SIGTERM');
}
process.exitCode = report() ? 0 : 1;

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        url: { type: 'string', default: 'http://localhost:3000' },
        flips: { type: 'string', default: '20' },
        start: { type: 'boolean', default: false },
      },
      strict: true,
    });
    const flips = Number(values.flips);
    if (!(Number.isInteger(flips) && flips > 0)) throw new Error('--flips must be a whole number');
    new URL(values.url);
    return { ...values, flips };
  } catch (error) {
    return fail(error);
  }
}

function fail(error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

async function checkReady(url) {
  try {
    const reply = await fetch(new URL('/api/public/genres', url), {
      signal: AbortSignal.timeout(5000),
    });
    if (reply.status !== 200) throw new Error(`GET /api/public/genres answered ${reply.status}`);
  } catch (error) {
    fail(
      `No app answers at ${url} (${error instanceof Error ? error.message : error}): ` +
        'run `make start` first, or pass --start.',
    );
  }
}

async function getJson(path) {
  const reply = await fetch(new URL(path, baseUrl));
  if (reply.status !== 200) throw new Error(`${path} answered ${reply.status}`);
  return reply.json();
}

/** An unlisted album of two tracks, as the studio writes a release before it is published. */
async function writeRelease(word) {
  const title = `Benchlight ${word}`;
  await db.query('BEGIN');
  try {
    const artist = await db.query(`INSERT INTO artists (name) VALUES ($1) RETURNING id`, [
      `Bench Publisher ${word}`,
    ]);
    const artistId = artist.rows[0].id;
    const album = await db.query(
      `INSERT INTO albums (title, release_date, access_type, artist_id, listed)
       VALUES ($1, '2099-12-31', 'standard', $2, false) RETURNING id`,
      [title, artistId],
    );
    const albumId = album.rows[0].id;
    await db.query(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, album_id, artist_id, listed)
       SELECT $1 || ' ' || n, n, 180, 'audio/bench-visibility-' || $2::text || '-' || n || '.mp3',
              $2::uuid, $3, false
         FROM generate_series(1, 2) AS n`,
      [title, albumId, artistId],
    );
    await db.query('COMMIT');
    return { title, albumId, artistId };
  } catch (error) {
    await db.query('ROLLBACK');
    throw error;
  }
}

/** Lists or hides the release in one transaction; then each surface polled until it agrees. */
async function flipAndWatch(listed) {
  await db.query('BEGIN');
  await db.query('UPDATE albums SET listed = $1, updated_at = now() WHERE id = $2', [
    listed,
    release.albumId,
  ]);
  await db.query('UPDATE tracks SET listed = $1 WHERE album_id = $2', [listed, release.albumId]);
  await db.query('COMMIT');
  const committed = performance.now();
  const entries = await Promise.all(
    Object.entries(SURFACES).map(async ([surface, shows]) => {
      let polls = 0;
      for (;;) {
        polls += 1;
        const agrees = (await shows()) === listed;
        const ms = performance.now() - committed;
        if (agrees) return [surface, { ms, polls }];
        if (ms > GIVE_UP_MS) return [surface, { ms: null, polls }];
      }
    }),
  );
  return Object.fromEntries(entries);
}

function add(map, key, value) {
  map.set(key, [...(map.get(key) ?? []), value]);
}

function report() {
  const rows = [];
  let worst = 0;
  for (const [phase, label] of [
    ['publish', 'listed → shown'],
    ['hide', 'hidden → gone'],
  ]) {
    for (const surface of Object.keys(SURFACES)) {
      const summary = summarize(samples[phase].get(surface) ?? []);
      worst = Math.max(worst, summary.max);
      const first = (firstPoll[phase].get(surface) ?? []).length;
      rows.push([
        label,
        surface,
        formatMs(summary.p50),
        formatMs(summary.max),
        `${first}/${summary.count}`,
      ]);
    }
  }
  const header = ['change', 'surface', 'p50', 'max', 'first poll'];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i].length)));
  for (const row of [header, ...rows]) {
    console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
  }
  const pass = failed === 0 && worst <= TARGET_MS;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: slowest ${formatMs(worst)} (target ≤ ${TARGET_MS} ms)` +
      (failed > 0 ? `; ${failed} surface(s) never changed within ${GIVE_UP_MS} ms` : ''),
  );
  return pass;
}
