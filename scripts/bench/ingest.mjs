/**
 * Play analytics ingest: `POST /api/analytics/log-play` at a fixed rate (open loop, keep-alive
 * connections, by default half the events with a bearer token), against the built API with no worker; then
 * the worker starts on the backlog and drains it into PostgreSQL. Everything runs in a throwaway
 * database and an empty Redis database, both removed on exit.
 *
 * Targets: ≥ 3,000 events/s accepted with p99 ≤ 30 ms — or, since this 2-core machine also hosts
 * PostgreSQL, Redis and the load generator, at most 1.5× the p99 of a bare Fastify + BullMQ route
 * doing the same enqueue, measured first in the same run — the worker writing ≥ 10,000 rows/s,
 * and no event lost or doubled (sent = accepted = stored, every accepted id stored once, no
 * failed job).
 * Exits 0 on PASS, 1 on FAIL.
 *
 *   make bench-ingest          (= npm run bench:ingest)
 *   node scripts/bench/ingest.mjs --rate 3000 --seconds 10 --connections 128 --signed-in 0.5 \
 *     --api-processes 1
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { Redis } from 'ioredis';

import { machineBusySeconds, processCpuSeconds } from './lib/cpu.mjs';
import { registerListeners } from './lib/bench-accounts.mjs';
import { httpPostPool } from './lib/http-posts.mjs';
import { drainWithWorker, verifyStored } from './lib/ingest-drain.mjs';
import { runOpenLoop } from './lib/open-loop.mjs';
import { insertBenchCatalogue, playEventRequests } from './lib/play-event-mix.mjs';
import { freePort, startBenchApi, startProcess, waitForHttp } from './lib/processes.mjs';
import { formatCounts, formatLatencies, formatMs, summarize } from './lib/stats.mjs';
import { emptyRedisDatabase, throwawayDatabase } from './lib/throwaway-services.mjs';

const TARGET_RATE = 3000;
const TARGET_P99_MS = 30;
/** How much slower than the bare route the real accept path may be when 30 ms is out of reach. */
const BASELINE_FACTOR = 1.5;
const TARGET_ROWS_PER_S = 10_000;
const WARM_UP_SECONDS = 2;
const LISTENERS = 20;
const root = join(import.meta.dirname, '..', '..');
const backend = join(root, 'backend');

const options = readOptions();
if (!existsSync(join(backend, 'dist', 'src', 'worker.js'))) {
  console.log('Building the backend …');
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
}
const database = await throwawayDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'encore_bench_ingest',
);
const redis = await emptyRedisDatabase(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
const env = {
  ...process.env,
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  // Each simulated client has its own address (per-IP rate limit), sent as X-Forwarded-For.
  TRUST_PROXY: 'true',
  SECRETS_FILE: join(root, '.data', 'bench-secrets.json'),
};
console.log(`Throwaway database ${database.name}, Redis ${redis.url}`);
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores)`,
);

const tracks = await insertBenchCatalogue(database.url);
const baseline = await measureBareRoute();

// Several API processes stand for replicas behind a load balancer: the sender takes turns.
const apis = await Promise.all(
  Array.from({ length: options['api-processes'] }, () => startBenchApi(backend, env)),
);
const tokens = await registerListeners(apis[0].url, database.url, LISTENERS);
const warmUpCount = Math.round(options.rate * WARM_UP_SECONDS);
const requests = playEventRequests({
  count: warmUpCount + Math.round(options.rate * options.seconds),
  tracks,
  tokens,
  signedInShare: options['signed-in'],
});
const pools = apis.map((api) =>
  httpPostPool(api.url, { maxConnections: Math.ceil(options.connections / apis.length) }),
);
const send = async (index) => {
  const { body, headers } = requests[index];
  const reply = await pools[index % pools.length].post('/api/analytics/log-play', body, headers);
  return { status: reply.status, id: reply.status === 202 ? JSON.parse(reply.body).id : null };
};

console.log(`\nWarm-up ${WARM_UP_SECONDS} s, then ${options.seconds} s at ${options.rate}/s …`);
const warmUp = await runOpenLoop(options.rate, WARM_UP_SECONDS, (i) => send(i));
const apiCpuSeconds = () => {
  const each = apis.map((api) => processCpuSeconds(api.child.pid));
  return each.includes(null) ? null : each.reduce((sum, seconds) => sum + seconds, 0);
};
const before = { api: apiCpuSeconds(), machine: machineBusySeconds() };
const clientBefore = process.cpuUsage();
// The load generator's own event-loop delay is part of every latency it measures: report it.
const generatorLag = monitorEventLoopDelay({ resolution: 1 });
generatorLag.enable();
const run = await runOpenLoop(options.rate, options.seconds, (i) => send(warmUpCount + i));
generatorLag.disable();
const cpu = cpuShares(before, clientBefore, run.elapsedSeconds);
for (const pool of pools) pool.close();
for (const api of apis) api.child.kill('SIGTERM');

const samples = [...warmUp.samples, ...run.samples];
const acceptedIds = samples.filter((s) => s.status === 202).map((s) => s.id);
const accept = report(run, cpu, samples.length, acceptedIds.length, generatorLag);

const notStored = await notStoredAtIntake(redis.url);
const drain = await drainWithWorker(
  backend,
  env,
  database.url,
  acceptedIds.length - notStored.total,
);
const stored = await verifyStored(database.url, redis.url, acceptedIds);
const pass = verdict(
  accept,
  baseline,
  drain,
  stored,
  samples.length,
  acceptedIds.length,
  notStored,
);
await database.drop();
await redis.flush();
process.exit(pass ? 0 : 1);

function readOptions() {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: String(TARGET_RATE) },
      seconds: { type: 'string', default: '10' },
      connections: { type: 'string', default: '128' },
      'signed-in': { type: 'string', default: '0.5' },
      'api-processes': { type: 'string', default: '1' },
    },
    strict: true,
  });
  const parsed = Object.fromEntries(Object.entries(values).map(([key, raw]) => [key, Number(raw)]));
  for (const [name, value] of Object.entries(parsed)) {
    if (!(Number.isFinite(value) && value >= 0)) fail(`--${name} must be a number ≥ 0`);
  }
  if (!(parsed.rate > 0 && parsed.seconds > 0 && parsed.connections >= 1)) {
    fail('--rate, --seconds and --connections must be above 0');
  }
  if (!Number.isInteger(parsed['api-processes']) || parsed['api-processes'] < 1) {
    fail('--api-processes must be a whole number ≥ 1');
  }
  if (parsed['signed-in'] > 1) fail('--signed-in is a share of the events, 0 to 1');
  return parsed;
}

function cpuShares(before, clientBefore, seconds) {
  const client = process.cpuUsage(clientBefore);
  const share = (after, start) =>
    after === null || start === null ? null : (after - start) / seconds;
  return {
    api: share(apiCpuSeconds(), before.api),
    client: (client.user + client.system) / 1e6 / seconds,
    machine: share(machineBusySeconds(), before.machine),
  };
}

function report({ samples, maxLagMs, elapsedSeconds }, cpu, sent, accepted, lag) {
  const ok = samples.filter((s) => s.status === 202);
  const latency = summarize(ok.map((s) => s.ms));
  const statuses = new Map();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const rate = ok.length / elapsedSeconds;
  const pct = (value) => (value === null ? 'n/a' : `${Math.round(value * 100)}%`);
  console.log(`  answers   ${formatCounts(statuses)} (measured part)`);
  console.log(
    `  accepted  ${rate.toFixed(0)} events/s (target ${options.rate}/s); ${accepted} of ${sent} in all`,
  );
  console.log(`  latency   ${formatLatencies(latency)}  (scheduled send → 202)`);
  console.log(
    `            (includes the load generator's own event-loop delay, p99 ${formatMs(lag.percentile(99) / 1e6)})`,
  );
  console.log(
    `  CPU       API ${apis.length > 1 ? `(${apis.length} processes) ` : ''}${pct(cpu.api)} (${cpu.api === null ? 'n/a' : ((cpu.api / rate) * 1e6).toFixed(0) + ' µs an event'}), load generator ${pct(cpu.client)}, whole machine ${pct(cpu.machine)} (of one core; 2 cores)`,
  );
  if (maxLagMs > 10)
    console.log(
      `  note      the load generator ran up to ${maxLagMs.toFixed(0)} ms late; included.`,
    );
  return { rate, latency };
}

/** The same load against the bare Fastify + BullMQ route (scripts/bench/lib/bare-ingest-server.mjs). */
async function measureBareRoute() {
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    [join(import.meta.dirname, 'lib', 'bare-ingest-server.mjs'), String(port), redis.url],
    { cwd: root },
  );
  const url = `http://127.0.0.1:${port}`;
  await waitForHttp(`${url}/api/health`, server, { ok: (status) => status === 200 });
  const bodies = playEventRequests({
    count: Math.round(options.rate * (WARM_UP_SECONDS + options.seconds)),
    tracks,
    tokens: [],
    signedInShare: 0,
  });
  const pool = httpPostPool(url, { maxConnections: options.connections });
  const send = async (index) => {
    const reply = await pool.post('/api/analytics/log-play', bodies[index].body, {});
    return { status: reply.status };
  };
  console.log(`\nBaseline: a bare Fastify + BullMQ route, same rate and micro-batch …`);
  await runOpenLoop(options.rate, WARM_UP_SECONDS, (i) => send(i));
  const warm = Math.round(options.rate * WARM_UP_SECONDS);
  const run = await runOpenLoop(options.rate, options.seconds, (i) => send(warm + i));
  pool.close();
  server.child.kill('SIGTERM');
  await new Promise((resolve) => server.child.once('exit', resolve));
  const latency = summarize(run.samples.filter((s) => s.status === 202).map((s) => s.ms));
  console.log(`  latency   ${formatLatencies(latency)}  (scheduled send → 202)`);
  return latency;
}

/**
 * Events the intake accepted but did not store (ADR 0024: repeats, starts past a plausible rate —
 * the bench's few signed-in listeners start far more plays a minute than a person could), by
 * reason, from the intake's counter (this run's own Redis database, no key prefix).
 */
async function notStoredAtIntake(redisUrl) {
  const client = new Redis(redisUrl);
  try {
    const byReason = await client.hgetall('analytics:play-events:not-stored');
    const total = Object.values(byReason).reduce((sum, n) => sum + Number(n), 0);
    console.log(
      `  not stored ${total} (${
        Object.entries(byReason)
          .map(([reason, n]) => `${reason} ${n}`)
          .join(', ') || 'none'
      })`,
    );
    return { total, byReason };
  } finally {
    client.disconnect();
  }
}

function verdict(accept, baseline, drain, stored, sent, accepted, notStored) {
  const counted = accepted - notStored.total;
  const allowed = Math.max(TARGET_P99_MS, baseline.p99 * BASELINE_FACTOR);
  const checks = [
    [
      accept.rate >= options.rate * 0.98,
      `accepted ${accept.rate.toFixed(0)}/s (target ${options.rate}/s)`,
    ],
    [
      accept.latency.p99 <= allowed,
      `accept p99 ${accept.latency.p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms, or ≤ ${BASELINE_FACTOR}× the bare route's p99 ${baseline.p99.toFixed(1)} ms = ${(baseline.p99 * BASELINE_FACTOR).toFixed(1)} ms)`,
    ],
    [
      drain.rowsPerSecond >= TARGET_ROWS_PER_S,
      `worker ${drain.rowsPerSecond.toFixed(0)} rows/s (target ≥ ${TARGET_ROWS_PER_S})`,
    ],
    [
      sent === accepted && stored.rows === counted && stored.acceptedIdsStored === counted,
      `sent ${sent} = accepted ${accepted} = stored ${stored.rows} + not counted ${notStored.total} (accepted ids stored: ${stored.acceptedIdsStored}, distinct ${stored.distinctIds})`,
    ],
    [
      stored.failedJobs === 0 && stored.jobsLeft === 0,
      `jobs failed ${stored.failedJobs}, left in the queue ${stored.jobsLeft}`,
    ],
  ];
  console.log();
  for (const [ok, text] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}: ${text}`);
  return checks.every(([ok]) => ok);
}

function fail(message) {
  console.error(`bench-ingest: ${message}`);
  process.exit(1);
}
