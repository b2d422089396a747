import { monitorEventLoopDelay } from 'node:perf_hooks';

import { buildOpenApiDocument } from '../../src/platform/http/index.js';
import { deeplyNested, manyKeys } from '../fuzz/hostile-values.js';
import { operationsOf } from '../fuzz/openapi-operations.js';
import { captureLogLines } from '../support/log-capture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mapBounded, WireClient } from '../fuzz/wire-client.js';

/** The longest the app (running in this process) may hold the event loop for one request. */
const MAX_LOOP_BLOCK_MS = 50;
/** Server-side time to refuse the 60,000-key login body. */
const MAX_HUGE_BODY_MS = 20;

let t: TestApp;
let client: WireClient;
let log: ReturnType<typeof captureLogLines>;
beforeAll(async () => {
  // warn: pino-http logs each 4xx with its server-side responseTime.
  t = await startTestApp({ LOG_LEVEL: 'warn', TRUST_PROXY: 'true' });
  client = new WireClient(new URL(t.baseUrl), 1);
  log = captureLogLines();
});
afterAll(async () => {
  client.close();
  await t.close();
});

interface Shape {
  route: string;
  label: string;
  body: Buffer;
}

/** The worst bodies for every JSON body route in the OpenAPI document, built before timing. */
function worstShapes(): Shape[] {
  const routes = operationsOf(buildOpenApiDocument(t.app)).filter(
    (operation) => operation.body?.contentType === 'application/json',
  );
  return routes.flatMap((operation) => {
    const fields = Object.keys(operation.body?.schema.properties ?? { x: {} });
    const route = `${operation.method} ${operation.pathTemplate}`;
    const hundredKb = JSON.stringify('a'.repeat(100 * 1024));
    return [
      { label: '1,000-deep array', text: deeplyNested(1000, 'array') },
      { label: '1,000-deep object', text: deeplyNested(1000, 'object') },
      { label: '10,000 keys', text: manyKeys(10_000) },
      { label: '100 KB strings', text: `{${fields.map((f) => `"${f}":${hundredKb}`).join(',')}}` },
    ].map(({ label, text }) => ({ route, label, body: Buffer.from(text) }));
  });
}

/** Sends one body and reports the longest event-loop stall (this process) while it was served. */
async function measure(route: string, body: Buffer) {
  const [method = 'POST', path = '/'] = route.split(' ');
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  const reply = await client.send({
    method,
    path,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
    body,
  });
  histogram.disable();
  return { status: reply.status, clientMs: reply.ms, loopBlockMs: histogram.max / 1e6 };
}

it('no request shape holds the event loop for more than 50 ms', async () => {
  const shapes = worstShapes();
  expect(shapes.length).toBeGreaterThanOrEqual(4);
  const results = await mapBounded(shapes, 1, async (shape) => ({
    route: shape.route,
    shape: shape.label,
    ...(await measure(shape.route, shape.body)),
  }));
  // eslint-disable-next-line no-console -- the measured stalls are this test's report
  console.table(
    results.map((r) => ({
      ...r,
      clientMs: Math.round(r.clientMs),
      loopBlockMs: Math.round(r.loopBlockMs),
    })),
  );
  const offenders = results.filter((r) => r.status >= 500 || r.loopBlockMs > MAX_LOOP_BLOCK_MS);
  expect(offenders).toEqual([]);
}, 120_000);

it('refuses a 60,000-key (~880 KB) login body in under 20 ms, holding the loop under 50 ms', async () => {
  const body = Buffer.from(manyKeys(60_000));
  expect(body.length).toBeGreaterThan(800_000);
  expect(body.length).toBeLessThan(1024 * 1024);
  log.clear();
  const result = await measure('POST /api/auth/login', body);
  const logged = log
    .lines()
    .find((line) => (line.res as { statusCode?: number } | undefined)?.statusCode === 413);
  const serverMs = Number(logged?.responseTime);
  // eslint-disable-next-line no-console -- the measured times are this test's report
  console.log(
    `60,000-key login body: ${result.status} in ${serverMs} ms server-side (${Math.round(result.clientMs)} ms client), loop held ${Math.round(result.loopBlockMs)} ms`,
  );
  // The login DTO's fields fit in a few KB of JSON: the route's body limit says so (ADR 0017).
  expect(result.status).toBe(413);
  expect(serverMs).toBeLessThan(MAX_HUGE_BODY_MS);
  expect(result.loopBlockMs).toBeLessThanOrEqual(MAX_LOOP_BLOCK_MS);
});
