/**
 * Search latency at a steady rate: the client's three searches (artists, albums, tracks) sent
 * together per search, open loop at 100 searches/s, over the bulk catalogue (50k artists, 100k
 * albums, 500k tracks; seeded into the dev database when missing). Then the same schedule and
 * queries against a naive `ILIKE '%q%'` baseline run straight on PostgreSQL; and both once more
 * one search at a time (no queueing: the price of one search). The queries mix type-ahead,
 * whole names, typos, "artist title" / "title artist" / "album artist", punctuation and spacing
 * variants and swapped letters (lib/search-queries.mjs).
 *
 * Then search quality, kind by kind: hit@1 and hit@5 of our API against MiniSearch (an
 * in-memory BM25 engine with prefix and fuzzy search, lib/minisearch-engine.mjs) over the same
 * catalogue and the same queries; the goal is ours ≥ MiniSearch on every kind.
 *
 * Targets: each call p95 ≤ 25 ms and the three together p95 ≤ 60 ms, no failed request.
 * Exits 0 on PASS, 1 on FAIL (latency; quality is reported). Needs the built backend
 * (`make build`).
 *
 *   make bench-search          (= npm run bench:search)
 *   node scripts/bench/search.mjs --rate 100 --seconds 30 --no-baseline --no-quality
 *   node scripts/bench/search.mjs --no-baseline --quality-queries 100   (quicker quality)
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { prepareBulkCatalogue, sampleItems, serviceUrls } from './lib/bulk-catalogue.mjs';
import { ilikeBaseline } from './lib/ilike-baseline.mjs';
import { miniSearchAnswers } from './lib/minisearch-worker.mjs';
import { runOpenLoop } from './lib/open-loop.mjs';
import { startBenchApi } from './lib/processes.mjs';
import { judgeQuality, kindsBehind, qualityTable } from './lib/search-quality.mjs';
import { QUERY_KINDS, QUERY_MIX, queriesPerKind, searchQueries } from './lib/search-queries.mjs';
import { formatCounts, formatLatencies, formatMs, summarize } from './lib/stats.mjs';

const TARGET_CALL_P95_MS = 25;
const TARGET_TOGETHER_P95_MS = 60;
const WARM_UP_SECONDS = 5;
const ONE_AT_A_TIME = 50;
const TIMEOUT_MS = 10_000; // the client's search timeout (spec §8)
const SEARCH_POOL_SIZE = 4; // the API's search pool: the baseline gets as many connections
const CALLS = ['artist', 'album', 'track'];
const LISTS = { artist: 'artists', album: 'albums', track: 'tracks' };
const QUALITY_LIMIT = 20; // the client's page of results; hits count in the first five
const backend = join(import.meta.dirname, '..', '..', 'backend');

const options = readOptions();
const env = { ...process.env, ...(await serviceUrls().catch(fail)) };
await prepareBulkCatalogue(env).catch(fail);
const items = await sampleItems(env.DATABASE_URL);
const total = Math.round(options.rate * (WARM_UP_SECONDS + options.seconds));
const queries = searchQueries(items, total + ONE_AT_A_TIME);
const mix = Object.entries(QUERY_MIX).map(([kind, share]) => `${Math.round(share * 100)}% ${kind}`);
const sampled = Object.values(items).reduce((sum, list) => sum + list.length, 0);
console.log(`Queries from ${sampled} catalogue rows: ${mix.join(', ')}.`);

const api = await startBenchApi(backend, env);
const ours = await measure('Encore search API', (kind, q) => apiCall(api.url, kind, q));
if (options.quality) await measureQuality(api.url);
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
      quality: { type: 'boolean', default: true },
      'quality-queries': { type: 'string', default: '200' },
    },
    allowNegative: true,
    strict: true,
  });
  const rate = Number(values.rate);
  const seconds = Number(values.seconds);
  if (!(rate > 0 && seconds > 0)) fail('--rate and --seconds must be above 0');
  if (!existsSync(join(backend, 'dist', 'src', 'main.js'))) fail('build first: make build');
  const perKind = Number(values['quality-queries']);
  if (!(perKind > 0)) fail('--quality-queries must be above 0');
  return { rate, seconds, baseline: values.baseline, quality: values.quality, perKind };
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

/** One list's rows, best first, as the API answers them. */
async function apiRows(url, list, q) {
  const reply = await fetch(`${url}/api/public/${list}?q=${encodeURIComponent(q)}`, {
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!reply.ok) throw new Error(`${list}?q=${q}: HTTP ${reply.status}`);
  return (await reply.json())[LISTS[list]];
}

/** hit@1 and hit@5 per query kind: our API and MiniSearch on the same queries. */
async function measureQuality(url) {
  const judged = queriesPerKind(items, options.perKind);
  console.log(
    `\nSearch quality: ${options.perKind} queries of each kind (${QUERY_KINDS.length} kinds), our API vs MiniSearch …`,
  );
  const mini = await miniSearchAnswers(env.DATABASE_URL, judged, QUALITY_LIMIT);
  const miniRows = new Map(
    judged.map(({ target, q }, i) => [`${target.list} ${q}`, mini.answers[i]]),
  );
  const scores = await judgeQuality(judged, {
    ours: (list, q) => apiRows(url, list, q),
    minisearch: (list, q) => miniRows.get(`${list} ${q}`) ?? [],
  });
  console.log(qualityTable(scores));
  console.log(
    `  MiniSearch: indexed in ${mini.indexSeconds.toFixed(1)} s; one search in process ${formatLatencies(summarize(mini.searchMs))}`,
  );
  const behind = kindsBehind(scores);
  console.log(
    behind.length === 0
      ? '  ours ≥ MiniSearch on every kind (hit@1 and hit@5)'
      : `  ours below MiniSearch on: ${behind.join(', ')}`,
  );
}

/** Per search, the three calls at once: warm-up, the measured open loop, then one at a time. */
async function measure(label, call) {
  const search = async (index, due) => {
    const { q, kind: queryKind } = queries[index];
    const calls = await Promise.all(
      CALLS.map(async (kind) => ({
        kind,
        ...(await call(kind, q, due)),
        ms: performance.now() - due,
      })),
    );
    return { calls, queryKind };
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
  console.log('  the three together, by query kind:');
  for (const kind of QUERY_KINDS) {
    const ms = samples.filter((sample) => sample.queryKind === kind).map((sample) => sample.ms);
    if (ms.length > 0) console.log(`    ${kind.padEnd(14)} ${formatLatencies(summarize(ms))}`);
  }
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
