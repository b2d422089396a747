/**
 * Resumable uploads (tus, docs/adr/0043) against a bare route: the built API's
 * `PATCH /api/studio/uploads/{id}` and a bare Fastify route that writes the same bytes to disk
 * (lib/bare-upload-server.mjs), both their own process, in rounds on loopback — each round times
 * both, in alternating order, each transfer starting with no dirty pages of ours left (`sync`), so
 * neither is timed while the kernel writes back the other's gigabyte. Then resident memory
 * through a 1 GB upload and its processing: the API's through the upload and storing it as the
 * track's master (hashed and copied into the media folder), and — unless --no-process — the
 * worker's (its ffmpeg and ffprobe included) while it processes the last round's master, the
 * worker started before that round, the earlier rounds' jobs taken off the queue. Streamed end
 * to end, so memory must stay flat. Everything runs in a throwaway database, an empty Redis
 * database and scratch folders.
 *
 * Targets: tus throughput ≥ 80% of the bare route's (best round each; the median of the rounds'
 * paired ratios is printed beside it); RSS ≤ 300 MB above idle, for the API through the uploads
 * and their intake, and for the worker with its children through the processing. The pipeline's
 * speed is the pipeline benchmark's (scripts/bench/pipeline.mjs). Exits 0 on PASS, 1 on FAIL.
 *
 *   make bench-upload
 *   node scripts/bench/upload.mjs --mb 1024 --rounds 3 [--no-process]
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
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';

import { Queue } from 'bullmq';
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
await sleep(2000);
const idleRss = rssMb(api.child.pid);

const rounds = [];
let rssPeak = idleRss;
let worker = null;
const sampler = setInterval(() => {
  rssPeak = Math.max(rssPeak, rssMb(api.child.pid));
  if (worker !== null) worker.peak = Math.max(worker.peak, treeRssMb(worker.child.pid));
}, 50);
let lastTrack = null;
for (let round = 1; round <= options.rounds; round++) {
  if (round === options.rounds && options.process) worker = await startIdleWorker();
  const track = await trackSlot(artistId);
  // Odd rounds time the bare route first, even rounds tus first.
  const order = round % 2 === 1 ? ['bare', 'tus'] : ['tus', 'bare'];
  const run = {};
  for (const side of order) {
    settleDisk();
    run[side] = side === 'bare' ? await bareUpload() : await tusUpload(track);
  }
  rounds.push(run);
  lastTrack = track;
  console.log(
    `round ${round} (${order.join(' then ')}): bare ${mbps(size - 1, run.bare.seconds).toFixed(0)} MiB/s` +
      ` (its CPU ${run.bare.cpu}), tus ${mbps(size - 1, run.tus.transfer.seconds).toFixed(0)} MiB/s` +
      ` (${pct(run.bare.seconds / run.tus.transfer.seconds)}; API CPU ${run.tus.cpu}), ` +
      `then storing the master ${run.tus.finish.seconds.toFixed(1)} s`,
  );
}
const processing = worker === null ? null : await processLast(lastTrack);
clearInterval(sampler);

const best = (values) => Math.max(...values);
const bareBest = best(rounds.map((r) => mbps(size - 1, r.bare.seconds)));
const tusBest = best(rounds.map((r) => mbps(size - 1, r.tus.transfer.seconds)));
const ratio = tusBest / bareBest;
const paired = rounds.map((r) => r.bare.seconds / r.tus.transfer.seconds).sort((a, b) => a - b)[
  Math.floor(rounds.length / 2)
];
const rssAbove = rssPeak - idleRss;
const workerAbove = worker === null ? null : worker.peak - worker.idle;
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
if (worker !== null) {
  console.log(
    `${workerAbove <= TARGET_RSS_ABOVE_IDLE_MB ? 'PASS' : 'FAIL'}: worker RSS (with ffmpeg and ffprobe) ` +
      `${worker.idle.toFixed(0)} MB idle, peak ${worker.peak.toFixed(0)} MB while it processed the ` +
      `${options.mb} MB master (${processing.state} after ${processing.seconds.toFixed(0)} s` +
      `${processing.reason === null ? '' : `: ${processing.reason}`}) (+${workerAbove.toFixed(0)} MB; ` +
      `target ≤ +${TARGET_RSS_ABOVE_IDLE_MB} MB)`,
  );
  worker.child.kill('SIGTERM');
}
await database.drop();
await redis.flush();
await rm(scratch, { recursive: true, force: true });
const memoryPass =
  rssAbove <= TARGET_RSS_ABOVE_IDLE_MB &&
  (workerAbove === null || workerAbove <= TARGET_RSS_ABOVE_IDLE_MB) &&
  (processing === null || processing.state === 'ready');
process.exit(ratio >= TARGET_RATIO && memoryPass ? 0 : 1);

function readOptions() {
  const { values } = parseArgs({
    options: {
      mb: { type: 'string', default: '1024' },
      rounds: { type: 'string', default: '3' },
      process: { type: 'boolean', default: true },
    },
    allowNegative: true,
    strict: true,
  });
  const parsed = { mb: Number(values.mb), rounds: Number(values.rounds), process: values.process };
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

/** Writes back what is dirty on the scratch disk, so the next transfer starts from the same state. */
function settleDisk() {
  execFileSync('sync', ['-f', scratch]);
}

/** The bare route's transfer of the same bytes, with its server's CPU. */
async function bareUpload() {
  const cpuBefore = processCpuSeconds(bare.child.pid);
  const run = await timed(() =>
    send(`http://127.0.0.1:${barePort}/bare`, 'PUT', size - 1, {
      'content-type': 'application/octet-stream',
    }),
  );
  const cpu = processCpuSeconds(bare.child.pid) - cpuBefore;
  return { ...run, cpu: `${pct(cpu / run.seconds)} of a core` };
}

/**
 * The built worker, started and settled before the last round (its idle RSS read then), with
 * nothing of the earlier rounds left to process: their masters' jobs are taken off the queue.
 */
async function startIdleWorker() {
  const { queueConnectionOptions } = await import(
    join(backend, 'dist', 'src', 'platform', 'redis', 'index.js')
  );
  const queue = new Queue(
    'media-processing',
    queueConnectionOptions({
      REDIS_URL: env.REDIS_URL,
      REDIS_KEY_PREFIX: env.REDIS_KEY_PREFIX ?? '',
    }),
  );
  for (const job of await queue.getJobs(['waiting', 'prioritized', 'delayed'])) {
    if (job.name === 'process-master') await job.remove();
  }
  await queue.close();
  const started = startProcess(process.execPath, ['dist/src/worker.js'], {
    cwd: backend,
    env: { ...env, LOG_LEVEL: 'info', MEDIA_PROCESSING_CONCURRENCY: '1' },
  });
  const deadline = Date.now() + 60_000;
  while (!started.output().includes('worker is processing queues')) {
    if (started.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`the worker did not start:\n${started.output().trim()}`);
    }
    await sleep(200);
  }
  await sleep(3000);
  const idle = treeRssMb(started.child.pid);
  console.log(`worker started for the last round: ${idle.toFixed(0)} MB RSS idle`);
  return { ...started, idle, peak: idle };
}

/** Waits until the worker made the last master `ready` (or `failed`); how long it took. */
async function processLast(trackId) {
  const started = performance.now();
  const deadline = Date.now() + 60 * 60 * 1000;
  for (;;) {
    const row = await withDb(async (db) => {
      const { rows } = await db.query(
        'SELECT state, failure_reason FROM track_masters WHERE track_id = $1',
        [trackId],
      );
      return rows[0];
    });
    if (row.state === 'ready' || row.state === 'failed') {
      return {
        state: row.state,
        reason: row.failure_reason,
        seconds: (performance.now() - started) / 1000,
      };
    }
    if (worker.child.exitCode !== null || Date.now() > deadline) {
      throw new Error(`processing did not end (${row.state}):\n${worker.output().trim()}`);
    }
    await sleep(1000);
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

/** Resident memory of a process and all its descendants (ffmpeg, ffprobe), in MiB. */
function treeRssMb(pid) {
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(' ').filter(Boolean);
  } catch {
    // Gone already.
  }
  return children.reduce((sum, child) => sum + treeRssMb(Number(child)), rssMb(pid));
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
