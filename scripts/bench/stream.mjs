/**
 * Media streaming throughput: our signed-URL stream route against nginx (sendfile) serving the
 * same files, under a media player's request pattern (lib/range-load.mjs). Starts the built
 * backend and a throwaway nginx on free ports and stops both on exit, Ctrl-C included.
 *
 * Targets: our throughput (MB/s) at least 60% of nginx's, our TTFB p95 at most 10 ms, no errors.
 * Exits 0 on PASS, 1 on FAIL or when something is missing (the demo catalogue must be seeded).
 *
 *   make start            # once: PostgreSQL, Redis and the seeded demo catalogue
 *   make bench-stream
 *   node scripts/bench/stream.mjs --clients 64 --seconds 10 --tracks 16 --range-kib 256
 *
 * nginx runs one worker, as our API runs one event loop: the comparison is per process. The load
 * generator shares the machine with the server; the CPU line says who used what.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import pg from 'pg';

import { machineBusySeconds, processCpuSeconds } from './lib/cpu.mjs';
import { ensureNginx, startNginx } from './lib/nginx.mjs';
import { freePort, startBenchApi } from './lib/processes.mjs';
import { runRangeLoad } from './lib/range-load.mjs';
import { formatCounts, formatLatencies, formatMs, summarize } from './lib/stats.mjs';

const TARGET_RATIO = 0.6;
const TARGET_TTFB_P95_MS = 10;
const WARM_UP_SECONDS = 2;
const root = join(import.meta.dirname, '..', '..');
const options = readOptions();
const env = {
  DATABASE_URL: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/encore',
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
  MEDIA_DIR: process.env.MEDIA_DIR ?? join(root, '.data', 'media'),
  SECRETS_FILE: process.env.SECRETS_FILE ?? join(root, '.data', 'secrets.json'),
};

const tracks = await pickTracks();
const backend = await startBackend();
const signUrl = await signerFor(backend);
const ours = await measure('ours (Encore API, signed URLs)', backend, signUrl);

let reference = null;
const nginx = ensureNginx();
if (nginx.skipped) {
  console.log(`\nnginx comparison skipped: ${nginx.skipped}.`);
} else {
  const port = await freePort();
  const server = await startNginx(nginx.binary, { root: env.MEDIA_DIR, port, workers: 1 });
  const encoded = (path) => path.split('/').map(encodeURIComponent).join('/');
  reference = await measure(
    'nginx (sendfile, 1 worker)',
    server,
    (track) => `http://127.0.0.1:${port}/${encoded(track.path)}`,
  );
}
// Exiting stops the servers (lib/processes.mjs), whose pipes would otherwise keep us alive.
process.exit(verdict(ours, reference) ? 0 : 1);

function readOptions() {
  const { values } = parseArgs({
    options: {
      clients: { type: 'string', default: '64' },
      seconds: { type: 'string', default: '10' },
      tracks: { type: 'string', default: '16' },
      'range-kib': { type: 'string', default: '256' },
    },
    strict: true,
  });
  const parsed = Object.fromEntries(Object.entries(values).map(([key, raw]) => [key, Number(raw)]));
  for (const [name, value] of Object.entries(parsed)) {
    if (!(Number.isInteger(value) && value > 0)) fail(`--${name} must be a positive integer`);
  }
  return { ...parsed, rangeBytes: parsed['range-kib'] * 1024 };
}

/** The first N demo tracks whose files are on disk, with their sizes. */
async function pickTracks() {
  const seedFirst = 'Run `make start` (or `make seed`) once first.';
  const client = new pg.Client({ connectionString: env.DATABASE_URL });
  let rows = [];
  try {
    await client.connect();
    ({ rows } = await client.query('select file_path from tracks order by file_path limit $1', [
      options.tracks,
    ]));
  } catch (error) {
    fail(`Cannot read the tracks table at ${env.DATABASE_URL} (${error.message}). ${seedFirst}`);
  } finally {
    await client.end().catch(() => {});
  }
  const onDisk = rows
    .map((row) => ({ path: row.file_path, file: join(env.MEDIA_DIR, row.file_path) }))
    .filter((track) => existsSync(track.file))
    .map((track) => ({ path: track.path, size: statSync(track.file).size }));
  if (onDisk.length === 0)
    fail(`The demo catalogue is empty or its audio is missing. ${seedFirst}`);
  return onDisk;
}

async function startBackend() {
  const main = join(root, 'backend', 'dist', 'src', 'main.js');
  if (!existsSync(main)) {
    console.log('Building the backend …');
    execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
  }
  return startBenchApi(join(root, 'backend'), { ...process.env, ...env });
}

/** Signs with the backend's own compiled function and secret (read after it started). */
async function signerFor(server) {
  const domain = join(root, 'backend', 'dist', 'src', 'modules', 'media', 'domain');
  const { signMediaUrl } = await import(join(domain, 'signed-media-url.js'));
  const secret =
    process.env.MEDIA_URL_SECRET ??
    JSON.parse(readFileSync(env.SECRETS_FILE, 'utf8')).MEDIA_URL_SECRET;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  return (track) => server.url + signMediaUrl({ path: track.path, user: 'anon', exp }, secret);
}

async function measure(label, server, urlOf) {
  const targets = tracks.map((track) => ({ url: urlOf(track), size: track.size }));
  const load = { clients: options.clients, rangeBytes: options.rangeBytes };
  console.log(
    `\n${label}: warm-up ${WARM_UP_SECONDS} s, then ${options.seconds} s, ` +
      `${options.clients} clients over ${targets.length} tracks`,
  );
  await runRangeLoad(targets, { ...load, seconds: WARM_UP_SECONDS });
  const before = { server: processCpuSeconds(server.child.pid), machine: machineBusySeconds() };
  const clientBefore = process.cpuUsage();
  // The load generator's own lag is part of every TTFB it measures: report it alongside.
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const run = await runRangeLoad(targets, { ...load, seconds: options.seconds });
  lag.disable();
  const client = process.cpuUsage(clientBefore);
  const share = (after, start) =>
    after === null || start === null ? null : (after - start) / run.seconds;
  const serverCpu = share(processCpuSeconds(server.child.pid), before.server);
  const clientCpu = (client.user + client.system) / 1e6 / run.seconds;
  const machineCpu = share(machineBusySeconds(), before.machine);
  const result = {
    requestsPerS: run.ttfbMs.length / run.seconds,
    mbPerS: run.bytes / 1e6 / run.seconds,
    ttfb: summarize(run.ttfbMs),
    errors: [...run.statuses].reduce((n, [status, count]) => n + (status === 206 ? 0 : count), 0),
  };
  const pct = (value) => `${Math.round(value * 100)}%`;
  console.log(`  answers   ${formatCounts(run.statuses)}`);
  console.log(
    `  rate      ${result.requestsPerS.toFixed(0)} requests/s, ${result.mbPerS.toFixed(1)} MB/s`,
  );
  console.log(`  TTFB      ${formatLatencies(result.ttfb)}`);
  console.log(
    `            (includes the load generator's own event-loop delay, p95 ` +
      `${formatMs(lag.percentile(95) / 1e6)})`,
  );
  if (serverCpu !== null && machineCpu !== null) {
    const others = Math.max(0, machineCpu - serverCpu - clientCpu);
    console.log(
      `  CPU       server ${pct(serverCpu)}, load generator ${pct(clientCpu)}, ` +
        `other processes ${pct(others)} (of one core)`,
    );
    if (others > 0.15) console.log('  note      something else was busy: numbers are pessimistic');
  }
  return result;
}

/** Prints the comparison; true when every target is met. */
function verdict(ours, nginx) {
  console.log();
  let pass = true;
  if (nginx === null) {
    console.log('SKIP: throughput comparison (no nginx)');
  } else {
    const ratio = ours.mbPerS / nginx.mbPerS;
    const ok = ratio >= TARGET_RATIO;
    pass &&= ok;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}: throughput ${Math.round(ratio * 100)}% of nginx ` +
        `(${ours.mbPerS.toFixed(0)} vs ${nginx.mbPerS.toFixed(0)} MB/s; target ≥ ${TARGET_RATIO * 100}%)`,
    );
  }
  const ttfbOk = ours.ttfb.p95 <= TARGET_TTFB_P95_MS;
  pass &&= ttfbOk;
  const reference = nginx === null ? '' : `; nginx under the same load ${formatMs(nginx.ttfb.p95)}`;
  console.log(
    `${ttfbOk ? 'PASS' : 'FAIL'}: our TTFB p95 ${formatMs(ours.ttfb.p95)} ` +
      `(target ≤ ${TARGET_TTFB_P95_MS} ms${reference})`,
  );
  const errorsOk = ours.errors === 0 && (nginx === null || nginx.errors === 0);
  pass &&= errorsOk;
  if (!errorsOk) console.log(`FAIL: ${ours.errors} of our requests did not answer 206 in full`);
  return pass;
}

function fail(message) {
  console.error(`bench-stream: ${message}`);
  process.exit(1);
}
