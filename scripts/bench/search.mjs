/**
 * Search latency at a steady rate: the client's three searches (artists, albums, tracks) sent
 * together per search, open loop at 100 searches/s, over the bulk catalogue (50k artists, 100k
 * albums, 500k tracks; seeded into the dev database when missing). Then the same schedule and
 * queries against a naive `ILIKE '%q%'` baseline run straight on PostgreSQL; and both once more
 * one search at a time (no queueing: the price of one search).
 *
 * Targets: each call p95 ≤ 25 ms and the three together p95 ≤ 60 ms, no failed request.
 * Exits 0 on PASS, 1 on FAIL. Needs the built backend (`make build`).
 *
 *   make bench-search          (= npm run bench:search)
 *   node scripts/bench/search.mjs --rate 100 --seconds 30 --no-baseline
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { prepareBulkCatalogue, sampleNames, serviceUrls } from './lib/bulk-catalogue.mjs';
import { ilikeBaseline } from './lib/ilike-baseline.mjs';
import { runOpenLoop } from './lib/open-loop.mjs';
import { startBenchApi } from './lib/processes.mjs';
import { QUERY_MIX, searchQueries } from './lib/search-queries.mjs';
import { formatCounts, formatLatencies, formatMs, summarize } from './lib/stats.mjs';

const TARGET_CALL_P95_MS = 25;
const TARGET_TOGETHER_P95_MS = 60;
const WARM_UP_SECONDS = 5;
const ONE_AT_A_TIME = 50;
const TIMEOUT_MS = 10_000; // the client's search timeout (spec §8)
const SEARCH_POOL_SIZE = 4; // the API's search pool: the baseline gets as many connections
const CALLS = ['artist', 'album', 'track'];
const backend = join(import.meta.dirname, '..', '..', 'backend');

const options = readOptions();
const env = { ...process.env, ...(await serviceUrls().catch(fail)) };
await prepareBulkCatalogue(env).catch(fail);
const names = await sampleNames(env.DATABASE_URL);
const total = Math.round(options.rate * (WARM_UP_SECONDS + options.seconds));
const queries = searchQueries(names, total + ONE_AT_A_TIME);
const mix = Object.entries(QUERY_MIX).map(([kind, share]) => `${share * 100}% ${kind}`);
console.log(`Queries from ${names.length} catalogue names: ${mix.join(', ')}.`);

const api = await startBenchApi(backend, env);
const ours = await measure('Encore search API', (kind, q) => apiCall(api.url, kind, q));
api.child.kill('SIGTERM');
let baseline = null;
if (options.baseline) {
  const ilike = ilikeBaseline(env.DATABASE_URL, {
    poolSize: SEARCH_POOL_SIZE,
    timeoutMs: TIMEOUT_MS,
  });
  baseline = await measure("naive ILIKE '%q%' (SQL only)", (kind, q, due) =>
    ilike.call(kind, q, due),
  );
  await ilike.end();
}
process.exitCode = verdict(ours, baseline) ? 0 : 1;

function readOptions() {
  const { values } = parseArgs({
    options: {
      rate: { type: 'string', default: '100' },
      seconds: { type: 'string', default: '30' },
      baseline: { type: 'boolean', default: true },
    },
    allowNegative: true,
    strict: true,
  });
  const rate = Number(values.rate);
  const seconds = Number(values.seconds);
  if (!(rate > 0 && seconds > 0)) fail('--rate and --seconds must be above 0');
  if (!existsSync(join(backend, 'dist', 'src', 'main.js'))) fail('build first: make build');
  return { rate, seconds, baseline: values.baseline };
}

async function apiCall(url, kind, q) {
  try {
    const reply = await fetch(`${url}/api/public/${kind}?q=${encodeURIComponent(q)}`, {
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await reply.arrayBuffer();
    return { status: reply.ok ? 'ok' : reply.status };
  } catch (error) {
    return { status: error?.name === 'TimeoutError' ? 'timeout' : 'error', detail: error?.message };
  }
}

/** Per search, the three calls at once: warm-up, the measured open loop, then one at a time. */
async function measure(label, call) {
  const search = async (index, due) => {
    const { q } = queries[index];
    const calls = await Promise.all(
      CALLS.map(async (kind) => ({
        kind,
        ...(await call(kind, q, due)),
        ms: performance.now() - due,
      })),
    );
    return { calls };
  };
  console.log(
    `\n${label}: warm-up ${WARM_UP_SECONDS} s, then ${options.seconds} s at ${options.rate} searches/s …`,
  );
  const warmUp = options.rate * WARM_UP_SECONDS;
  await runOpenLoop(options.rate, WARM_UP_SECONDS, search);
  const loaded = summarise(
    await runOpenLoop(options.rate, options.seconds, (i, due) => search(warmUp + i, due)),
  );
  const alone = [];
  for (let i = 0; i < ONE_AT_A_TIME; i++) {
    const due = performance.now();
    await search(total + i, due);
    alone.push(performance.now() - due);
  }
  const oneAtATime = summarize(alone);
  console.log(
    `  alone     ${formatLatencies(oneAtATime)}  (${ONE_AT_A_TIME} searches, one at a time)`,
  );
  return { ...loaded, oneAtATime };
}

function summarise({ samples, maxLagMs }) {
  const calls = samples.flatMap((sample) => sample.calls);
  const statuses = new Map();
  for (const { status } of calls) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const latency = {};
  for (const kind of CALLS)
    latency[kind] = summarize(calls.filter((c) => c.kind === kind).map((c) => c.ms));
  latency.together = summarize(samples.map((sample) => sample.ms));
  console.log(`  ${samples.length} searches, ${calls.length} calls (${formatCounts(statuses)})`);
  for (const [name, summary] of Object.entries(latency))
    console.log(`  ${name.padEnd(9)} ${formatLatencies(summary)}`);
  if (maxLagMs > 10)
    console.log(`  note      the load generator ran up to ${formatMs(maxLagMs)} late; included.`);
  return { failed: calls.filter((c) => c.status !== 'ok').length, latency };
}

function verdict(ours, baseline) {
  if (baseline) {
    console.log(`\nRatio (ILIKE ÷ ours), p95:`);
    for (const name of [...CALLS, 'together']) {
      const [a, b] = [ours.latency[name].p95, baseline.latency[name].p95];
      console.log(`  ${name.padEnd(9)} ${formatMs(a)} vs ${formatMs(b)}: ${(b / a).toFixed(1)}×`);
    }
    const [a, b] = [ours.oneAtATime.p95, baseline.oneAtATime.p95];
    console.log(
      `  alone     ${formatMs(a)} vs ${formatMs(b)}: ${(b / a).toFixed(1)}× (the three calls, no load)`,
    );
    console.log(
      `  ILIKE calls failed or given up after ${TIMEOUT_MS / 1000} s: ${baseline.failed} (counted at the time they were given up)`,
    );
  }
  const slowCall = CALLS.find((kind) => ours.latency[kind].p95 > TARGET_CALL_P95_MS);
  const together = ours.latency.together.p95;
  const pass = ours.failed === 0 && !slowCall && together <= TARGET_TOGETHER_P95_MS;
  const why =
    ours.failed > 0
      ? `${ours.failed} failed calls`
      : slowCall
        ? `${slowCall} p95 ${formatMs(ours.latency[slowCall].p95)}`
        : `together p95 ${formatMs(together)}`;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: ${why} (targets: each call p95 ≤ ${TARGET_CALL_P95_MS} ms, together ≤ ${TARGET_TOGETHER_P95_MS} ms, no errors)`,
  );
  return pass;
}

function fail(error) {
  console.error(`bench-search: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
