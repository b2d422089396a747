/**
 * Concurrent guesses against the account limits (issue 23 §1): each scenario sends all of its
 * requests at the same moment and tallies what came back (status + error `code`), so a limit
 * that is judged before an attempt is counted shows up as more guesses checked than it allows.
 *
 *   a. 200 wrong-password logins for one account from one address (5 free failures for the pair)
 *   b. 60 wrong-password logins for one account from 60 addresses (a proof of work after 10)
 *   c. 50 wrong second-factor codes from a second session of an enrolled account (5 allowed)
 *   d. 20 password-reset requests for one email from one address (3 an hour for the pair)
 *
 * "checks" is how many passwords the app verified against their Argon2 hash during the burst,
 * twice: by `encore_auth_password_checks_total` (GET /api/metrics with --metrics-token, default
 * $METRICS_TOKEN or the one `make start` generated in .data/secrets.json; "n/a" on a build
 * without the metric), and by the AUTH.INVALID_CREDENTIALS replies, which equal the checks on
 * every build (only a checked wrong password answers that). For (c), the codes checked are the
 * SECOND_FACTOR.CODE_WRONG replies.
 *
 * Each scenario registers its own fresh account (POST /api/auth/register with --invite) and uses
 * addresses of its own (X-Forwarded-For, random per run), so one burst's counts never decide the
 * next one's and the bench can be repeated. The app must trust the proxy (TRUST_PROXY=true),
 * otherwise every request comes from 127.0.0.1 and (b) measures one address.
 *
 *   TRUST_PROXY=true make start                  # in one terminal
 *   make bench-login-burst                       # in another (ARGS="--invite …" to pass flags)
 *   node scripts/bench/login-burst.mjs --base-url http://127.0.0.1:3902 \
 *     --invite ENCORE-DEMO-2026 --metrics-token "$METRICS_TOKEN"
 *
 * Dependency-free: Node's fetch (one connection a request in flight) and node:crypto's HMAC for
 * the authenticator codes. Exits 1 when the app is not reachable or an account cannot be set up.
 */
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

const PASSWORD = 'velvet-quasar-meadow-42';
const WRONG_PASSWORD = 'not-the-password-at-all';
const REQUEST_TIMEOUT_MS = 60_000;
const TOTP_PERIOD_S = 30;
// Where `make start` keeps the secrets it generates, METRICS_TOKEN among them (scripts/start.sh).
const DEV_SECRETS_FILE = new URL('../../.data/secrets.json', import.meta.url);

const options = readOptions();
// A random /24 for each block of addresses, new every run: an address the same app saw in an
// earlier run would carry that run's counts (a reset burst keeps its address refused for an hour).
const blockNets = new Map();
const address = (block, host) => {
  if (!blockNets.has(block)) blockNets.set(block, `10.${randomInt(256)}.${randomInt(256)}`);
  return `${blockNets.get(block)}.${host}`;
};

await checkReady();
const metricsNote = await metricsAvailable();
console.log(`Login burst: ${options.baseUrl} (password checks: ${metricsNote})`);
console.log();

// Each scenario sets up its account first and answers the burst to fire, so the checks counted
// around the burst are the burst's own (the set-up's logins are checked passwords too).
const scenarios = [
  {
    name: 'a. 200 wrong logins, 1 account, 1 address',
    prepare: async () => {
      const { email } = await registerAccount(address(1, 1));
      return () => burst(200, () => login(email, WRONG_PASSWORD, address(1, 2)));
    },
  },
  {
    name: 'b. 60 wrong logins, 1 account, 60 addresses',
    prepare: async () => {
      const { email } = await registerAccount(address(2, 1));
      return () => burst(60, (i) => login(email, WRONG_PASSWORD, address(3, i + 1)));
    },
  },
  {
    name: 'c. 50 wrong second-factor codes, 1 session',
    prepare: async () => {
      const { accessToken, secret } = await enrolledSession(address(4, 1));
      const wrong = wrongTotpCodes(secret, 50);
      const verify = (code) =>
        post('/api/auth/second-factor/verify', { code }, address(4, 2), accessToken);
      return () => burst(50, (i) => verify(wrong[i]));
    },
  },
  {
    name: 'd. 20 password resets, 1 email, 1 address',
    prepare: async () => {
      const { email } = await registerAccount(address(5, 1));
      return () => burst(20, () => post('/api/auth/reset-password', { email }, address(5, 2)));
    },
  },
];

const rows = [];
for (const scenario of scenarios) {
  const fire = await scenario.prepare();
  const before = await passwordChecks();
  const replies = await fire();
  const after = await passwordChecks();
  rows.push({ scenario: scenario.name, replies, before, after });
}
printTable(rows);

function readOptions() {
  try {
    const { values } = parseArgs({
      options: {
        'base-url': { type: 'string', default: process.env.BASE_URL ?? 'http://localhost:3000' },
        invite: { type: 'string', default: process.env.INVITE ?? 'ENCORE-DEMO-2026' },
        'metrics-token': {
          type: 'string',
          default: process.env.METRICS_TOKEN ?? devMetricsToken(),
        },
      },
      strict: true,
    });
    const baseUrl = new URL(values['base-url']).origin;
    return { baseUrl, invite: values.invite, metricsToken: values['metrics-token'] };
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
}

/** The token `make start` generates in development (.data/secrets.json), or '' without one. */
function devMetricsToken() {
  try {
    const secrets = JSON.parse(readFileSync(DEV_SECRETS_FILE, 'utf8'));
    return typeof secrets.METRICS_TOKEN === 'string' ? secrets.METRICS_TOKEN : '';
  } catch {
    return '';
  }
}

async function checkReady() {
  const healthUrl = `${options.baseUrl}/api/health`;
  try {
    const health = await fetch(healthUrl, { signal: AbortSignal.timeout(5000) });
    await health.text();
    if (!health.ok) fail(`${healthUrl} answered ${health.status}: PostgreSQL or Redis is not up.`);
  } catch (error) {
    fail(`Cannot reach ${healthUrl} (${reason(error)}). Start the app with \`make start\` first.`);
  }
}

/** Says why the checks column may read "n/a": no token, a build without the metric, or a 401. */
async function metricsAvailable() {
  if (options.metricsToken === '') return 'no --metrics-token: n/a, counted from the replies';
  const exposition = await readMetrics();
  if (exposition.status !== 200) return `GET /api/metrics answered ${exposition.status}`;
  if (!/^# TYPE encore_auth_password_checks_total /m.test(exposition.text)) {
    return 'this build has no encore_auth_password_checks_total';
  }
  return 'encore_auth_password_checks_total';
}

async function readMetrics() {
  try {
    const res = await fetch(`${options.baseUrl}/api/metrics`, {
      headers: { authorization: `Bearer ${options.metricsToken}` },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    return { status: res.status, text: await res.text() };
  } catch (error) {
    return { status: reason(error), text: '' };
  }
}

/** The app's total of Argon2 checks (every purpose and result), or null when it has none. */
async function passwordChecks() {
  if (options.metricsToken === '') return null;
  const { status, text } = await readMetrics();
  if (status !== 200 || !/^# TYPE encore_auth_password_checks_total /m.test(text)) return null;
  return [...text.matchAll(/^encore_auth_password_checks_total\{[^}]*\} (\d+)$/gm)].reduce(
    (sum, [, value]) => sum + Number(value),
    0,
  );
}

/** Starts `count` requests in the same tick and waits for every reply. */
function burst(count, send) {
  return Promise.all(Array.from({ length: count }, (_, i) => send(i)));
}

function login(email, password, ip) {
  return post('/api/auth/login', { email, password }, ip);
}

/** One JSON POST; never rejects: the reply is `{ status, code, body }`. */
async function post(path, body, ip, accessToken) {
  const headers = { 'content-type': 'application/json', 'x-forwarded-for': ip };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  try {
    const res = await fetch(`${options.baseUrl}${path}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const parsed = parseJson(await res.text());
    return { status: res.status, code: parsed?.code, body: parsed };
  } catch (error) {
    return { status: 'error', code: reason(error), body: undefined };
  }
}

/** A fresh account through the API, as a person with the invite would make it. */
async function registerAccount(ip) {
  const email = `burst-${randomBytes(5).toString('hex')}@example.test`;
  const reply = await post(
    '/api/auth/register',
    { email, password: PASSWORD, displayName: 'Burst Bench', inviteCode: options.invite },
    ip,
  );
  if (reply.status !== 201) {
    fail(
      `Registering ${email} with invite ${options.invite} answered ${reply.status} ` +
        `${reply.code ?? ''} ${reply.body?.message ?? ''}`.trimEnd() +
        ' (run `make seed`, or pass --invite with a code that has uses left).',
    );
  }
  return { email, accessToken: reply.body.session.access_token };
}

/**
 * An account with an authenticator app set up in its first session, and a second session (a new
 * login) that has not passed it: the one an attacker holding the password would have.
 */
async function enrolledSession(ip) {
  const { email, accessToken } = await registerAccount(ip);
  const start = await post('/api/auth/second-factor/enrolment', {}, ip, accessToken);
  if (start.status !== 201) fail(`Starting an enrolment answered ${start.status} ${start.code}`);
  const { secret } = start.body;
  const confirm = await post(
    '/api/auth/second-factor/enrolment/confirm',
    { code: totp(secret, currentStep()) },
    ip,
    accessToken,
  );
  if (confirm.status !== 200) {
    fail(`Confirming the enrolment answered ${confirm.status} ${confirm.code}`);
  }
  const second = await login(email, PASSWORD, ip);
  if (second.status !== 200) fail(`The second login answered ${second.status} ${second.code}`);
  return { accessToken: second.body.session.access_token, secret };
}

function currentStep() {
  return Math.floor(Date.now() / 1000 / TOTP_PERIOD_S);
}

/** RFC 6238 with the authenticator apps' parameters: HMAC-SHA1, 6 digits, 30-second steps. */
function totp(base32Secret, step) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = createHmac('sha1', base32Decode(base32Secret)).update(counter).digest();
  const offset = mac[mac.length - 1] & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 1_000_000).padStart(6, '0');
}

function base32Decode(text) {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) fail(`The enrolment secret is not base32: ${text}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** Distinct 6-digit codes none of which the app accepts now (it takes one step either side). */
function wrongTotpCodes(secret, count) {
  const step = currentStep();
  const right = new Set([-2, -1, 0, 1, 2].map((delta) => totp(secret, step + delta)));
  const codes = new Set();
  while (codes.size < count) {
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    if (!right.has(code)) codes.add(code);
  }
  return [...codes];
}

/**
 * One row a scenario: the checks by the metric (before → after) and by the replies, then what
 * came back, one reply kind a line.
 */
function printTable(results) {
  const header = ['scenario', 'checks (metric)', 'checks (replies)', 'replies'];
  const table = results.map(({ scenario, replies, before, after }) => {
    const tally = new Map();
    for (const { status, code } of replies) {
      const key = code ? `${status} ${code}` : String(status);
      tally.set(key, (tally.get(key) ?? 0) + 1);
    }
    const checkedCode = scenario.startsWith('c.')
      ? 'SECOND_FACTOR.CODE_WRONG'
      : 'AUTH.INVALID_CREDENTIALS';
    const checked = replies.filter((reply) => reply.code === checkedCode).length;
    const metric =
      before === null || after === null ? 'n/a' : `${after - before} (${before} → ${after})`;
    const kinds = [...tally.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${String(n).padStart(3)} × ${key}`);
    return { cells: [scenario, metric, String(checked)], kinds };
  });
  const widths = header
    .slice(0, 3)
    .map((title, column) =>
      Math.max(title.length, ...table.map((row) => row.cells[column].length)),
    );
  const line = (cells) =>
    [...cells.slice(0, 3).map((cell, column) => cell.padEnd(widths[column])), cells[3]]
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line([...widths.map((width) => '-'.repeat(width)), '-'.repeat(34)]));
  for (const { cells, kinds } of table) {
    console.log(line([...cells, kinds[0] ?? '']));
    for (const kind of kinds.slice(1)) console.log(line(['', '', '', kind]));
  }
  console.log();
  console.log(
    'checks: passwords verified against their hash during the burst (codes for c: the ' +
      'SECOND_FACTOR.CODE_WRONG replies); replies: status and error code.',
  );
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
  console.error(`bench-login-burst: ${message}`);
  process.exit(1);
}
