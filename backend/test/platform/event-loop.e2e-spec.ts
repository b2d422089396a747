import { request as httpRequest } from 'node:http';

import { jest } from '@jest/globals';

import { buildOpenApiDocument } from '../../src/platform/http/index.js';
import { deeplyNested, manyKeys } from '../fuzz/hostile-values.js';
import { type Operation, operationsOf } from '../fuzz/openapi-operations.js';
import { contractBreach } from '../fuzz/reply-checks.js';
import { mapBounded, WireClient, type WireReply } from '../fuzz/wire-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/**
 * What keeps one request from holding the event loop, whatever its body (ADR 0017): a body over its
 * route's limit — what the route's DTO can hold as JSON — is refused from its Content-Length,
 * before a byte of it is read or parsed; a body within the limit is parsed once and refused by the
 * schema at its first broken rule, in a short reply. How long that takes is measured by
 * `make bench-worst-shapes` (docs/performance.md), not here: a busy machine must not fail a test.
 */

/** A refusal names one field at most: a few hundred bytes whatever the body held. */
const MAX_REFUSAL_BYTES = 512;
/** Stand-in for every path parameter: the body is judged before the path's resource is. */
const SOME_ID = '6f1c0f5e-8a6b-4c2e-9f3d-2b7a1c9e4d10';

let t: TestApp;
let client: WireClient;
beforeAll(async () => {
  t = await startTestApp({ LOG_LEVEL: 'error', TRUST_PROXY: 'true' });
  client = new WireClient(new URL(t.baseUrl), 1);
});
afterAll(async () => {
  client.close();
  await t.close();
});

interface Parse {
  bytes: number;
  /** Keys of the value it returned (top level). */
  keys: number;
  text: string;
}

/** Every text the app hands to JSON.parse while `work` runs (Fastify's JSON body parser uses it). */
async function watchJsonParse<T>(work: () => Promise<T>): Promise<{ result: T; parsed: Parse[] }> {
  const parsed: Parse[] = [];
  const original = JSON.parse;
  const spy = jest.spyOn(JSON, 'parse').mockImplementation((text: string, reviver) => {
    const value = original(text, reviver) as unknown;
    const keys = value !== null && typeof value === 'object' ? Object.keys(value).length : 0;
    parsed.push({ bytes: Buffer.byteLength(text), keys, text });
    return value;
  });
  try {
    return { result: await work(), parsed };
  } finally {
    spy.mockRestore();
  }
}

interface Shape {
  operation: Operation;
  label: string;
  body: Buffer;
}

/** The worst bodies for every JSON body route in the OpenAPI document (new routes included). */
function worstShapes(): Shape[] {
  const routes = operationsOf(buildOpenApiDocument(t.app)).filter(
    (operation) => operation.body?.contentType === 'application/json',
  );
  return routes.flatMap((operation) => {
    const fields = Object.keys(operation.body?.schema.properties ?? { x: {} });
    const hundredKb = JSON.stringify('a'.repeat(100 * 1024));
    return [
      { label: '1,000-deep array', text: deeplyNested(1000, 'array') },
      { label: '1,000-deep object', text: deeplyNested(1000, 'object') },
      { label: '10,000 keys', text: manyKeys(10_000) },
      { label: '100 KB strings', text: `{${fields.map((f) => `"${f}":${hundredKb}`).join(',')}}` },
    ].map(({ label, text }) => ({ operation, label, body: Buffer.from(text) }));
  });
}

const pathOf = (operation: Operation): string =>
  operation.pathTemplate.replace(/\{\w+\}/g, SOME_ID);

const JSON_HEADERS = { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' };

/**
 * Sends only the headers of a `contentLength`-byte body and waits for the answer: a server that
 * wanted the body first would keep waiting for it (the 20 s bound only makes that fail clearly).
 */
function answerToHeadersAlone(method: string, path: string, contentLength: number) {
  const url = new URL(t.baseUrl);
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const outgoing = httpRequest({
      host: url.hostname,
      port: url.port,
      method,
      path,
      headers: { ...JSON_HEADERS, 'content-length': String(contentLength) },
    });
    const waited = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`${method} ${path}: no answer before the body was sent`));
    }, 20_000);
    outgoing.on('error', reject);
    outgoing.on('response', (incoming) => {
      let body = '';
      incoming.on('data', (chunk: Buffer) => (body += chunk.toString()));
      incoming.on('end', () => {
        clearTimeout(waited);
        outgoing.destroy();
        resolve({ status: incoming.statusCode ?? 0, body });
      });
    });
    outgoing.flushHeaders();
  });
}

const fieldsOf = (operation: Operation): number =>
  Object.keys(operation.body?.schema.properties ?? {}).length;

/** One row per shape: what came back and what the parser saw of the body. */
function judge(shape: Shape, reply: WireReply, parsed: Parse[]) {
  const body = shape.body.toString();
  const parsesOfBody = parsed.filter((p) => p.bytes === shape.body.length && p.text === body);
  const envelope = JSON.parse(reply.body.toString() || '{}') as {
    code?: string;
    details?: unknown[];
  };
  return {
    route: shape.operation.id,
    shape: shape.label,
    status: reply.status,
    breach: contractBreach(reply, shape.operation.method),
    replyBytes: reply.body.length,
    parses: parsesOfBody.length,
    keysParsed: Math.max(0, ...parsesOfBody.map((p) => p.keys)),
    fields: fieldsOf(shape.operation),
    code: envelope.code,
    fieldsNamed: envelope.details?.length ?? 0,
  };
}

it('refuses each worst body over its route limit unparsed, and parses the rest once, briefly', async () => {
  const shapes = worstShapes();
  expect(shapes.length).toBeGreaterThanOrEqual(4);
  const results = await mapBounded(shapes, 1, async (shape) => {
    const { result: reply, parsed } = await watchJsonParse(() =>
      client.send({
        method: shape.operation.method,
        path: pathOf(shape.operation),
        headers: JSON_HEADERS,
        body: shape.body,
      }),
    );
    return judge(shape, reply, parsed);
  });

  const short = results.filter((r) => r.breach !== null || r.replyBytes > MAX_REFUSAL_BYTES);
  expect(short).toEqual([]);
  // Over the limit: refused from the headers, so the parser never saw a byte of it.
  const tooLarge = results.filter((r) => r.status === 413);
  expect(tooLarge.filter((r) => r.parses > 0)).toEqual([]);
  // Within it: parsed once, refused by the schema at the first broken rule, no bigger than the
  // DTO (never more keys than the route has fields).
  const parsed = results.filter((r) => r.status !== 413);
  expect(
    parsed.filter(
      (r) =>
        r.parses !== 1 ||
        r.code !== 'PLATFORM.VALIDATION_FAILED' ||
        r.fieldsNamed > 1 ||
        r.keysParsed > r.fields,
    ),
  ).toEqual([]);
  // The watch does see the app's parser: the small deep bodies reach it on some routes.
  expect(parsed.length).toBeGreaterThan(0);
  // No route's limit lets 10,000 keys or 100 KB strings as far as the parser.
  expect(
    results.filter((r) => ['10,000 keys', '100 KB strings'].includes(r.shape) && r.status !== 413),
  ).toEqual([]);

  // And the 413s come from the Content-Length alone: answered before any body byte is sent.
  const refusedShapes = shapes.filter((shape) =>
    tooLarge.some((r) => r.route === shape.operation.id && r.shape === shape.label),
  );
  const fromHeaders = await mapBounded(refusedShapes, 1, async (shape) => {
    const { method } = shape.operation;
    const answer = await answerToHeadersAlone(method, pathOf(shape.operation), shape.body.length);
    return { route: shape.operation.id, shape: shape.label, status: answer.status };
  });
  expect(fromHeaders).toHaveLength(tooLarge.length);
  expect(fromHeaders.filter((r) => r.status !== 413)).toEqual([]);
}, 120_000);

it('refuses a 60,000-key (~880 KB) login body from its headers: nothing read, nothing parsed', async () => {
  const body = Buffer.from(manyKeys(60_000));
  // Under the app's 1 MB limit: the login route's own limit (what its DTO can hold) refuses it.
  expect(body.length).toBeGreaterThan(800_000);
  expect(body.length).toBeLessThan(1024 * 1024);

  const { result: unread, parsed } = await watchJsonParse(() =>
    answerToHeadersAlone('POST', '/api/auth/login', body.length),
  );
  expect(unread.status).toBe(413);
  expect(JSON.parse(unread.body)).toMatchObject({ code: 'PLATFORM.PAYLOAD_TOO_LARGE' });
  expect(Buffer.byteLength(unread.body)).toBeLessThanOrEqual(MAX_REFUSAL_BYTES);
  expect(parsed.filter((p) => p.bytes >= 800_000)).toEqual([]);

  const { result: sent, parsed: parsedWhole } = await watchJsonParse(() =>
    client.send({ method: 'POST', path: '/api/auth/login', headers: JSON_HEADERS, body }),
  );
  expect(sent.status).toBe(413);
  expect(contractBreach(sent, 'POST')).toBeNull();
  expect(sent.body.length).toBeLessThanOrEqual(MAX_REFUSAL_BYTES);
  expect(parsedWhole.filter((p) => p.bytes >= 800_000)).toEqual([]);
});
