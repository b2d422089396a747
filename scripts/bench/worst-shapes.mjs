/**
 * The worst request bodies against the built API, run in this process so its event loop can be
 * watched: 1,000-deep nesting, 10,000 keys and 100 KB strings to every JSON body route of the
 * OpenAPI document, and a 60,000-key (~880 KB) login body. For each, the longest the event loop
 * was held while it was served, and the time to the last byte of the reply (loopback).
 * `backend/test/platform/event-loop.e2e-spec.ts` asserts why these are fast (refused from the
 * Content-Length before anything is read or parsed, or parsed once and refused at the first
 * broken rule); this measures how fast, on a quiet machine.
 *
 * Targets: no shape holds the loop over 50 ms; the 60,000-key login body is refused (413) in
 * under 20 ms at the median. Exits 0 on PASS, 1 on FAIL. Own database and Redis database.
 *
 *   make bench-worst-shapes
 *   node scripts/bench/worst-shapes.mjs --repeat 5
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import { formatMs, summarize } from './lib/stats.mjs';
import { emptyRedisDatabase, throwawayDatabase } from './lib/throwaway-services.mjs';

const TARGET_LOOP_MS = 50;
const TARGET_HUGE_LOGIN_MS = 20;
const root = join(import.meta.dirname, '..', '..');
const backend = join(root, 'backend');

const { values } = parseArgs({ options: { repeat: { type: 'string', default: '5' } } });
const repeat = Number(values.repeat);
if (!(Number.isInteger(repeat) && repeat > 0)) throw new Error('--repeat must be a whole number');

if (!existsSync(join(backend, 'dist', 'src', 'app.factory.js'))) {
  console.log('Building the backend …');
  execFileSync('npm', ['run', 'build', '-w', 'backend'], { cwd: root, stdio: 'inherit' });
}
const database = await throwawayDatabase(
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
  'encore_bench_shapes',
);
const redis = await emptyRedisDatabase(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/0');
Object.assign(process.env, {
  DATABASE_URL: database.url,
  REDIS_URL: redis.url,
  SECRETS_FILE: join(root, '.data', 'bench-secrets.json'),
  EMBEDDED_WORKER: 'false',
  LOG_LEVEL: 'error',
  SPA_DIR: '',
});
console.log(
  `Load average before: ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} (2 cores)`,
);

await import('reflect-metadata');
const { createApp } = await import('../../backend/dist/src/app.factory.js');
const { loadConfig } = await import('../../backend/dist/src/config/index.js');
const { buildOpenApiDocument } = await import('../../backend/dist/src/platform/http/index.js');
const app = await createApp(loadConfig());
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.getHttpServer().address();
const agent = new Agent({ keepAlive: true, maxSockets: 1 });

const deeplyNested = (depth, kind) =>
  kind === 'array'
    ? '['.repeat(depth) + ']'.repeat(depth)
    : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const manyKeys = (count) =>
  `{${Array.from({ length: count }, (_, i) => `"k${i}":${i}`).join(',')}}`;
const SOME_ID = '6f1c0f5e-8a6b-4c2e-9f3d-2b7a1c9e4d10';

/** One POST/PUT of `body`: status, ms to the last byte, and the longest loop stall meanwhile. */
function send(method, path, body) {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        agent,
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': body.length,
          'x-forwarded-for': '10.99.0.1',
        },
      },
      (incoming) => {
        incoming.resume();
        incoming.on('end', () => {
          const ms = performance.now() - started;
          histogram.disable();
          resolve({ status: incoming.statusCode, ms, loopMs: histogram.max / 1e6 });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

const document = buildOpenApiDocument(app);
const shapes = [];
for (const [template, item] of Object.entries(document.paths)) {
  for (const method of ['post', 'put', 'patch']) {
    const content = item[method]?.requestBody?.content;
    if (!content?.['application/json']) continue;
    const schema = content['application/json'].schema;
    const name = schema.$ref?.replace('#/components/schemas/', '');
    const fields = Object.keys(
      (name ? document.components.schemas[name] : schema).properties ?? {},
    );
    const hundredKb = JSON.stringify('a'.repeat(100 * 1024));
    const path = template.replace(/\{\w+\}/g, SOME_ID);
    const route = `${method.toUpperCase()} ${template}`;
    for (const [label, text] of [
      ['1,000-deep array', deeplyNested(1000, 'array')],
      ['1,000-deep object', deeplyNested(1000, 'object')],
      ['10,000 keys', manyKeys(10_000)],
      ['100 KB strings', `{${fields.map((f) => `"${f}":${hundredKb}`).join(',')}}`],
    ]) {
      shapes.push({ route, method: method.toUpperCase(), path, label, body: Buffer.from(text) });
    }
  }
}

console.log(
  `\n${shapes.length} shapes over ${shapes.length / 4} JSON body routes, ${repeat}× each …`,
);
const rows = [];
for (const shape of shapes) {
  const runs = [];
  for (let i = 0; i < repeat; i++) runs.push(await send(shape.method, shape.path, shape.body));
  rows.push({
    route: shape.route,
    shape: shape.label,
    status: [...new Set(runs.map((r) => r.status))].join('/'),
    p50Ms: Number(summarize(runs.map((r) => r.ms)).p50.toFixed(1)),
    loopMaxMs: Number(Math.max(...runs.map((r) => r.loopMs)).toFixed(1)),
  });
}
console.table(rows);

const huge = Buffer.from(manyKeys(60_000));
const loginRuns = [];
for (let i = 0; i < Math.max(20, repeat); i++) {
  loginRuns.push(await send('POST', '/api/auth/login', huge));
}
const login = summarize(loginRuns.map((r) => r.ms));
const loginLoop = Math.max(...loginRuns.map((r) => r.loopMs));
const loginStatuses = [...new Set(loginRuns.map((r) => r.status))].join('/');
console.log(
  `\n60,000-key (${Math.round(huge.length / 1024)} KB) login body: ${loginStatuses}, ` +
    `p50 ${formatMs(login.p50)}, max ${formatMs(login.max)}, loop held at most ${formatMs(loginLoop)}`,
);

const worst = rows.reduce((a, b) => (b.loopMaxMs > a.loopMaxMs ? b : a), rows[0]);
const serverErrors = rows.filter((row) => /5\d\d/.test(row.status));
const checks = [
  [
    `every shape holds the loop ≤ ${TARGET_LOOP_MS} ms (worst ${formatMs(worst.loopMaxMs)}: ${worst.route}, ${worst.shape})`,
    worst.loopMaxMs <= TARGET_LOOP_MS && loginLoop <= TARGET_LOOP_MS,
  ],
  [
    `the 60,000-key login body is a 413 in < ${TARGET_HUGE_LOGIN_MS} ms (p50 ${formatMs(login.p50)})`,
    loginStatuses === '413' && login.p50 < TARGET_HUGE_LOGIN_MS,
  ],
  [`no 5xx (${serverErrors.length})`, serverErrors.length === 0],
];
console.log('');
for (const [text, ok] of checks) console.log(`${ok ? 'PASS' : 'FAIL'}  ${text}`);

agent.destroy();
await app.close();
await redis.flush();
await database.drop();
process.exit(checks.every(([, ok]) => ok) ? 0 : 1);
