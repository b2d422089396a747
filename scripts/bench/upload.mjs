/**
 * Resumable uploads (tus, docs/adr/0043) against a bare route: the built API's
 * `PATCH /api/studio/uploads/{id}` and a bare Fastify route that writes the same bytes to disk
 * (lib/bare-upload-server.mjs), both their own process, in alternating rounds on loopback; and the
 * API's resident memory through a 1 GB upload, including storing it as the track's master (hashed
 * and copied into the media folder) — streamed end to end, so memory must stay flat.
 * Everything runs in a throwaway database, an empty Redis database and scratch folders.
 *
 * Targets: tus throughput ≥ 80% of the bare route's (best round each); the API's RSS during the
 * 1 GB upload and its intake ≤ 300 MB above its idle RSS. Processing the master (the pipeline)
 * is the pipeline benchmark's (scripts/bench/pipeline.mjs).
 * Exits 0 on PASS, 1 on FAIL.
 *
 *   make bench-upload
 *   node scripts/bench/upload.mjs --mb 1024 --rounds 3
 */
import { execFileSync } from 'node:child_process';
import {
  closeSync,
  createReadStream,
  existsSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
} from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { registerListeners } from './lib/bench-accounts.mjs';
import { machineBusySeconds, processCpuSeconds } from './lib/cpu.mjs';
import { freePort, onExit, startBenchApi, startProcess, waitForHttp } from './lib/processes.mjs';
import { emptyRedisDatabase, throwawayDatabase } from './lib/throwaway-services.mjs';

const TARGET_RATIO = 0.8;
const TARGET_RSS_ABOVE_IDLE_MB = 300;
const MIB = 1024 * 1024;
const root = join(import.meta.dirname, '..', '..');
const backend = join(root, 'backend');

const options = readOptions();
if (!existsSync(join(backend, 'dist', 'src', 'main.js'))) {
  console.log('Building the backend …');
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
}
const scratch = await mkdtemp(join(tmpdir(), 'encore-bench-upload-'));
onExit(() => execFileSync('rm', ['-rf', scratch]));
const database = await throwawayDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'encore_bench_upload',
);
const redis = await emptyRedisDatabase(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  UPLOAD_DIR: join(scratch, 'uploads'),
  MEDIA_DIR: join(scratch, 'media'),
  MAX_UPLOAD_MB: String(Math.max(2048, options.mb + 1)),
  STORAGE_DRIVER: 'local',
  SECRETS_FILE: join(root, '.data', 'bench-secrets.json'),
};
console.log(`Throwaway database ${database.name}, Redis ${redis.url}, scratch ${scratch}`);
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores)`,
);

const size = options.mb * MIB;
const source = join(scratch, 'master.wav');
writeMaster(source, size);

const api = await startBenchApi(backend, env);
const barePort = await freePort();
const bare = startProcess(process.execPath, [
  join(import.meta.dirname, 'lib', 'bare-upload-server.mjs'),
  String(barePort),
  join(scratch, 'bare.bin'),
]);
await waitForHttp(`http://127.0.0.1:${barePort}/health`, bare, { ok: (s) => s === 200 });
const [token] = await registerListeners(api.url, database.url, 1);
const artistId = await makeArtist(token);

// Idle: booted, one request served, settled.
await fetch(`${api.url}/api/health`);
await new Promise((resolve) => setTimeout(resolve, 2000));
const idleRss = rssMb(api.child.pid);

const rounds = [];
let rssPeak = idleRss;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMb(api.child.pid));
}, 50);
for (let round = 1; round <= options.rounds; round++) {
  const bareRun = await timed(() =>
    send(`http://127.0.0.1:${barePort}/bare`, 'PUT', size - 1, {
      'content-type': 'application/octet-stream',
    }),
  );
  const tus = await tusUpload(await trackSlot(artistId));
  rounds.push({ bare: bareRun, tus });
  console.log(
    `round ${round}: bare ${mbps(size - 1, bareRun.seconds).toFixed(0)} MiB/s, tus ${mbps(size - 1, tus.transfer.seconds).toFixed(0)} MiB/s` +
      ` (${pct(tus.transfer.seconds === 0 ? 0 : bareRun.seconds / tus.transfer.seconds)}), ` +
      `then storing the master ${tus.finish.seconds.toFixed(1)} s; API CPU ${tus.cpu}`,
  );
}
clearInterval(sampler);

const best = (values) => Math.max(...values);
const bareBest = best(rounds.map((r) => mbps(size - 1, r.bare.seconds)));
const tusBest = best(rounds.map((r) => mbps(size - 1, r.tus.transfer.seconds)));
const ratio = tusBest / bareBest;
const paired = rounds.map((r) => r.bare.seconds / r.tus.transfer.seconds).sort((a, b) => a - b)[
  Math.floor(rounds.length / 2)
];
const rssAbove = rssPeak - idleRss;
console.log();
console.log(
  `median of the rounds' tus/bare ratios: ${pct(paired)}; storing a master after its last byte: ` +
    `${Math.min(...rounds.map((r) => r.tus.finish.seconds)).toFixed(1)}–` +
    `${Math.max(...rounds.map((r) => r.tus.finish.seconds)).toFixed(1)} s`,
);
console.log(
  `Load average after: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores)`,
);
console.log(
  `${ratio >= TARGET_RATIO ? 'PASS' : 'FAIL'}: tus ${tusBest.toFixed(0)} MiB/s = ${pct(ratio)} of the bare route's ` +
    `${bareBest.toFixed(0)} MiB/s (best of ${options.rounds}; target ≥ ${pct(TARGET_RATIO)})`,
);
console.log(
  `${rssAbove <= TARGET_RSS_ABOVE_IDLE_MB ? 'PASS' : 'FAIL'}: API RSS ${idleRss.toFixed(0)} MB idle, ` +
    `peak ${rssPeak.toFixed(0)} MB during ${options.rounds} × ${options.mb} MB uploads and their intake ` +
    `(+${rssAbove.toFixed(0)} MB; target ≤ +${TARGET_RSS_ABOVE_IDLE_MB} MB)`,
);
await database.drop();
await redis.flush();
await rm(scratch, { recursive: true, force: true });
process.exit(ratio >= TARGET_RATIO && rssAbove <= TARGET_RSS_ABOVE_IDLE_MB ? 0 : 1);

function readOptions() {
  const { values } = parseArgs({
    options: {
      mb: { type: 'string', default: '1024' },
      rounds: { type: 'string', default: '3' },
    },
    strict: true,
  });
  const parsed = { mb: Number(values.mb), rounds: Number(values.rounds) };
  if (!(Number.isInteger(parsed.mb) && parsed.mb >= 1)) fail('--mb must be a whole number ≥ 1');
  if (!(Number.isInteger(parsed.rounds) && parsed.rounds >= 1)) fail('--rounds must be ≥ 1');
  return parsed;
}

function fail(message) {
  console.error(message);
  process.exit(1);
}

/** A 48 kHz/24-bit stereo WAV of `bytes` (noise), written in 1 MiB blocks, never whole in memory. */
function writeMaster(file, bytes) {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(bytes - 8, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(2, 22);
  header.writeUInt32LE(48_000, 24);
  header.writeUInt32LE(48_000 * 6, 28);
  header.writeUInt16LE(6, 32);
  header.writeUInt16LE(24, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(bytes - 44, 40);
  const block = Buffer.alloc(MIB);
  for (let i = 0; i < block.length; i++) block[i] = (i * 2654435761) >>> 24;
  const fd = openSync(file, 'w');
  try {
    writeSync(fd, header);
    for (let written = header.length; written < bytes;) {
      const n = Math.min(block.length, bytes - written);
      writeSync(fd, block, 0, n);
      written += n;
    }
  } finally {
    closeSync(fd);
  }
}

/** An artist profile linked to the bench account (as an admin would link it). */
async function makeArtist(accessToken) {
  const userId = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url')).sub;
  return withDb(async (db) => {
    const { rows } = await db.query(
      "INSERT INTO artists (name) VALUES ('Bench Artist') RETURNING id",
    );
    await db.query("UPDATE users SET role = 'artist', artist_id = $2 WHERE id = $1", [
      userId,
      rows[0].id,
    ]);
    return rows[0].id;
  });
}

/** A draft release with one track waiting for its master (what the studio makes). */
function trackSlot(artistId) {
  return withDb(async (db) => {
    const album = await db.query(
      "INSERT INTO albums (title, artist_id, listed) VALUES ('Bench', $1, false) RETURNING id",
      [artistId],
    );
    const albumId = album.rows[0].id;
    await db.query('INSERT INTO releases (album_id, artist_id) VALUES ($1, $2)', [
      albumId,
      artistId,
    ]);
    const track = await db.query(
      `INSERT INTO tracks (title, track_number, duration_s, file_path, listed, album_id, artist_id)
       VALUES ('Bench', 1, 1, '', false, $1, $2) RETURNING id`,
      [albumId, artistId],
    );
    await db.query(
      'INSERT INTO track_masters (track_id, expected_size, original_name) VALUES ($1, $2, $3)',
      [track.rows[0].id, size, 'master.wav'],
    );
    return track.rows[0].id;
  });
}

async function withDb(work) {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * One tus upload as Uppy sends it (chunkSize Infinity: one PATCH), split to time the parts: the
 * PATCH of every byte but the last (answered once they are stored: the transfer), then the last
 * byte, whose answer waits for the master to be hashed, copied to the media folder and queued.
 */
async function tusUpload(trackId) {
  const tus = { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` };
  const created = await fetch(`${api.url}/api/studio/uploads`, {
    method: 'POST',
    headers: {
      ...tus,
      'upload-length': String(size),
      'upload-metadata': `trackId ${Buffer.from(trackId).toString('base64')}`,
    },
  });
  if (created.status !== 201) throw new Error(`create: ${created.status} ${await created.text()}`);
  const url = new URL(created.headers.get('location'), api.url).href;
  const patchHeaders = (offset) => ({
    ...tus,
    'upload-offset': String(offset),
    'content-type': 'application/offset+octet-stream',
  });
  const cpuBefore = processCpuSeconds(api.child.pid);
  const machineBefore = machineBusySeconds();
  const transfer = await timed(() => send(url, 'PATCH', size - 1, patchHeaders(0)));
  const cpu = processCpuSeconds(api.child.pid) - cpuBefore;
  const machine = machineBusySeconds() - machineBefore;
  const finish = await timed(async () => {
    const reply = await fetch(url, {
      method: 'PATCH',
      headers: patchHeaders(size - 1),
      body: lastByte(),
    });
    if (reply.status !== 204) throw new Error(`last PATCH: ${reply.status} ${await reply.text()}`);
  });
  return {
    transfer,
    finish,
    cpu: `${pct(cpu / transfer.seconds)} of a core (machine ${pct(machine / transfer.seconds)})`,
  };
}

/** Streams the first `bytes` of the master as one request; resolves on a 2xx answer. */
function send(url, method, bytes, headers) {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: { ...headers, 'content-length': String(bytes) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode >= 300)
            reject(new Error(`${method} ${url}: ${response.statusCode}`));
          else resolve();
        });
      },
    );
    request.on('error', reject);
    createReadStream(source, { start: 0, end: bytes - 1, highWaterMark: MIB }).pipe(request);
  });
}

async function timed(work) {
  const started = performance.now();
  await work();
  return { seconds: (performance.now() - started) / 1000 };
}

/** Resident memory of a process (Linux /proc), in MiB. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** The last byte of the master (the upload's finishing request). */
function lastByte() {
  const fd = openSync(source, 'r');
  try {
    const byte = Buffer.alloc(1);
    readSync(fd, byte, 0, 1, size - 1);
    return byte;
  } finally {
    closeSync(fd);
  }
}

function mbps(bytes, seconds) {
  return bytes / MIB / seconds;
}

function pct(value) {
  return `${Math.round(value * 100)}%`;
}
