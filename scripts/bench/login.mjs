/**
 * Login latency under steady load: `POST /api/auth/login` (Argon2id verify + session issue) at a
 * fixed rate, open loop — each request is sent at its scheduled time whether or not earlier ones
 * have answered, so a slow server meets growing concurrency as real users would, instead of the
 * benchmark politely waiting. Latency runs from the scheduled send time to the last byte of the
 * reply, so a lagging load generator can only make the numbers worse, never better.
 *
 * Target: p95 < 150 ms at 20 logins/s, and no failed request. Exits 0 on PASS, 1 on FAIL or when
 * the app is not ready.
 *
 *   make start                 # in one terminal (the demo seed creates the listener account)
 *   make bench-login           # in another
 *   node scripts/bench/login.mjs --url http://localhost:3000 --rate 20 --seconds 30 \
 *     --email listener@encore.test --password encore-demo-2026
 *
 * Only failed logins are rate-limited (per IP and per account), so repeating a good login is fine.
 * Dependency-free: Node's global fetch keeps connections alive by default.
 */
import { parseArgs } from 'node:util';

import { runOpenLoop } from './lib/open-loop.mjs';
import { formatCounts, formatLatencies, formatMs, summarize } from './lib/stats.mjs';

const TARGET_P95_MS = 150;
const WARM_UP_SECONDS = 2;
const REQUEST_TIMEOUT_MS = 10_000;
// Below this the scheduler's own jitter is noise; above it the numbers carry client delay.
const LAG_WARNING_MS = 10;

const options = readOptions();
const loginUrl = new URL('/api/auth/login', options.url).href;
const body = JSON.stringify({ email: options.email, password: options.password });

await checkReady();
console.log(`Login benchmark: POST ${loginUrl} as ${options.email}`);
console.log(`Warm-up: ${WARM_UP_SECONDS} s at ${options.rate}/s (not counted) …`);
await runLogins(options.rate, WARM_UP_SECONDS);
console.log(`Measuring: ${options.seconds} s at ${options.rate}/s, open loop …`);
const run = await runLogins(options.rate, options.seconds);
process.exitCode = report(run) ? 0 : 1;

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        url: { type: 'string', default: 'http://localhost:3000' },
        rate: { type: 'string', default: '20' },
        seconds: { type: 'string', default: '30' },
        email: { type: 'string', default: 'listener@encore.test' },
        password: { type: 'string', default: 'encore-demo-2026' },
      },
      strict: true,
    });
    const rate = Number(values.rate);
    const seconds = Number(values.seconds);
    if (!(rate > 0 && rate <= 10_000))
      throw new Error(`--rate must be above 0 and at most 10000 logins/s`);
    if (!(seconds > 0)) throw new Error(`--seconds must be above 0`);
    new URL(values.url);
    return { ...values, rate, seconds };
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** The app answers its health check and the account can log in; otherwise say what to do. */
async function checkReady() {
  const healthUrl = new URL('/api/health', options.url).href;
  let health;
  try {
    health = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
    await health.text();
  } catch (error) {
    fail(`Cannot reach ${healthUrl} (${reason(error)}). Start the app with \`make start\` first.`);
  }
  if (!health.ok) {
    fail(`${healthUrl} answered ${health.status}: the app is up but PostgreSQL or Redis is not.`);
  }
  const first = await login();
  if (first.status === 200) {
    const token = parseJson(first.text)?.session?.access_token;
    if (typeof token !== 'string') fail(`Login answered 200 without session.access_token.`);
    return;
  }
  const said = first.status === 'error' ? first.detail : parseJson(first.text)?.message;
  const hint =
    first.status === 404
      ? 'this build has no login endpoint yet.'
      : first.status === 401
        ? 'run `make seed` for the demo accounts, or pass --email and --password.'
        : first.status === 429
          ? 'too many failed logins recently; wait for the limit to expire.'
          : 'see the server log.';
  fail(`A test login as ${options.email} failed (${first.status}: ${said ?? '?'}); ${hint}`);
}

/** One login; never rejects, so a failure is a sample like any other. */
async function login() {
  try {
    const res = await fetch(loginUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    // Read the whole reply: that is what a client waits for, and it frees the connection.
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: 'error', text: '', detail: reason(error) };
  }
}

/** Sends `rate × seconds` logins on a wall-clock schedule and waits for all of them. */
function runLogins(rate, seconds) {
  return runOpenLoop(rate, seconds, () => login());
}

/** Prints the results; true when the target is met. */
function report({ samples, maxLagMs, elapsedSeconds }) {
  const ok = samples.filter((sample) => sample.status === 200);
  const errors = samples.length - ok.length;
  const latency = summarize(ok.map((sample) => sample.ms));
  const statuses = new Map();
  for (const { status } of samples) statuses.set(status, (statuses.get(status) ?? 0) + 1);

  console.log();
  console.log(`  requests  ${samples.length} (errors ${errors}; ${formatCounts(statuses)})`);
  console.log(
    `  rate      ${(ok.length / elapsedSeconds).toFixed(1)}/s achieved (target ${options.rate}/s)`,
  );
  console.log(`  latency   ${formatLatencies(latency)}  (successful logins)`);
  if (maxLagMs > LAG_WARNING_MS) {
    console.log(`  note      the load generator ran up to ${formatMs(maxLagMs)} late; included.`);
  }
  const firstError = samples.find((sample) => sample.status !== 200);
  if (firstError !== undefined) {
    const said = firstError.detail ?? parseJson(firstError.text)?.message ?? '';
    console.log(`  first error: ${firstError.status} ${said}`.trimEnd());
  }
  const pass = errors === 0 && latency.p95 < TARGET_P95_MS;
  const why = errors > 0 ? `${errors} failed requests` : `p95 ${formatMs(latency.p95)}`;
  console.log();
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${why} (target p95 < ${TARGET_P95_MS} ms, no errors)`);
  return pass;
}

function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** fetch hides the useful part (ECONNREFUSED, timeout) in `cause`. */
function reason(error) {
  if (error?.name === 'TimeoutError') return 'timed out';
  return error?.cause?.code ?? error?.cause?.message ?? error?.message ?? String(error);
}

function fail(message) {
  console.error(`bench-login: ${message}`);
  process.exit(1);
}
