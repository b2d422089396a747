import { Agent, request } from 'node:http';
import { connect } from 'node:net';

import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('error envelope', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives a 400 envelope, not a 500, for a malformed JSON body', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      statusCode: 400,
      code: 'PLATFORM.MALFORMED_BODY',
      error: 'The request body is not valid JSON.',
      message: 'The request body is not valid JSON.',
    });
  });

  it('gives a 404 JSON envelope for an unknown /api path', async () => {
    const res = await fetch(`${t.baseUrl}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ statusCode: 404, code: 'PLATFORM.ROUTE_NOT_FOUND' });
  });

  it('echoes a request id, reusing a sane one from the caller', async () => {
    const given = await fetch(`${t.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'trace-42' },
    });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const unsafe = await fetch(`${t.baseUrl}/api/health`, {
      headers: { 'x-request-id': 'bad id <>' },
    });
    expect(unsafe.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers', async () => {
    const res = await fetch(`${t.baseUrl}/api/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('publishes the OpenAPI document', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toContain('/api/health');
  });

  it('serves the API documentation page', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('swagger-ui');
  });
});

describe('CORS allow-list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ CORS_ORIGINS: 'http://localhost:5173' });
  });
  afterAll(() => t.close());

  const preflight = (origin: string): Promise<Response> =>
    fetch(`${t.baseUrl}/api/health`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'GET' },
    });

  it('allows the configured origins, with credentials', async () => {
    const res = await preflight('http://localhost:5173');
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('allows the public origin itself', async () => {
    const origin = new URL(t.config.env.PUBLIC_URL).origin;
    const res = await fetch(`${t.baseUrl}/api/health`, { headers: { origin } });
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
  });

  it('allows PUT (the SPA updates the profile with it)', async () => {
    const res = await fetch(`${t.baseUrl}/api/user/profile`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'content-type, authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('gives any other origin no CORS grant', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

/** Sends raw bytes on one socket; resolves with everything read until the server closes it. */
/** Sends `bytes` (each part of an array in a write of its own, 100 ms apart) and reads the reply. */
function rawExchange(
  baseUrl: string,
  bytes: string | string[],
): Promise<{ text: string; closed: boolean }> {
  const { hostname, port } = new URL(baseUrl);
  const parts = typeof bytes === 'string' ? [bytes] : bytes;
  return new Promise((resolve, reject) => {
    const socket = connect({ host: hostname, port: Number(port) }, () => {
      parts.forEach((part, index) => setTimeout(() => socket.write(part), index * 100));
    });
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      resolve({ text, closed: true });
      socket.destroy();
    });
    setTimeout(() => {
      resolve({ text, closed: false });
      socket.destroy();
    }, 15_000);
  });
}

const bodyOf = (raw: string): unknown => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4));

describe("Fastify's own errors", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('answers a malformed percent-encoding with a 400 envelope', async () => {
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/public/artist/%zz'), 400, 'PLATFORM.BAD_URL');
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/public/album/%ED%A0%80'),
      400,
      'PLATFORM.BAD_URL',
    );
  });

  it('answers a body over the limit with a 413 envelope and a bad content type with 415', async () => {
    const big = await call(t.baseUrl, 'POST', '/api/auth/login', {
      body: { email: 'x'.repeat(1_100_000), password: 'p' },
    });
    expectEnvelope(big, 413, 'PLATFORM.PAYLOAD_TOO_LARGE');
    const response = await fetch(`${t.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<login/>',
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({
      statusCode: 415,
      code: 'PLATFORM.UNSUPPORTED_MEDIA_TYPE',
    });
  });

  it('answers 431 in the envelope with Connection: close, then closes the socket cleanly', async () => {
    const { text, closed } = await rawExchange(
      t.baseUrl,
      `GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(bodyOf(text)).toEqual({
      statusCode: 431,
      code: 'PLATFORM.HEADERS_TOO_LARGE',
      error: 'The request headers are too large.',
      message: 'The request headers are too large.',
    });
    expect(closed).toBe(true);
  });

  it('answers a refused HEAD with the status and headers only (a body would read as a second reply)', async () => {
    for (const head of [
      `HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
      'HEAD /api/media/stream/a\u0001b HTTP/1.1\r\nHost: x\r\n\r\n',
    ]) {
      const { text, closed } = await rawExchange(t.baseUrl, head);
      expect(text).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(text.endsWith('\r\n\r\n')).toBe(true);
      expect(closed).toBe(true);
    }
  });

  it('a HEAD whose too large headers come in two reads gets its 431 without a body', async () => {
    // The read Node's parser would refuse holds no request line: the method is known only to the
    // hook that refuses it (fastify-errors.ts, refuseLargeHeaders).
    const { text, closed } = await rawExchange(t.baseUrl, [
      `HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-A: ${'a'.repeat(9_000)}\r\n`,
      `X-B: ${'b'.repeat(9_000)}\r\n\r\n`,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 431 /);
    expect(text.toLowerCase()).toContain('\r\nconnection: close\r\n');
    expect(text.endsWith('\r\n\r\n')).toBe(true);
    expect(closed).toBe(true);
  });

  it('a refused HEAD gets no body when its bytes follow a drained body in the same packet', async () => {
    // A route refuses a request before reading its body (@JsonOnly's 415); the server drains the
    // rest, and a keep-alive client sends its next request right behind it: the tail of the body
    // and the refused HEAD arrive together, so the packet does not start with the HEAD's line.
    const { hostname, port } = new URL(t.baseUrl);
    const socket = connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('latin1');
    const firstReply = new Promise<void>((resolve) => {
      socket.on('data', (chunk: string) => {
        received += chunk;
        // The 415's envelope has arrived: the server answered before reading the body.
        if (/\r\n\r\n\{[^}]*\}/.test(received)) resolve();
      });
    });
    const closed = new Promise<void>((resolve) => {
      socket.on('close', () => {
        resolve();
      });
    });
    const body = 'a'.repeat(4000);
    socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n' +
        `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 1000)}`,
    );
    await firstReply;
    expect(received).toMatch(/^HTTP\/1\.1 415 /);
    const refused = received.length;
    socket.write(
      `${body.slice(1000)}HEAD /api/health HTTP/1.1\r\nHost: x\r\nX-Padding: ${'p'.repeat(20_000)}\r\n\r\n`,
    );
    await closed;
    const head = received.slice(refused);
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(head.endsWith('\r\n\r\n')).toBe(true);
  });

  it('a keep-alive client gets its 431 and its next request works on a new socket', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const get = (headers: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(t.baseUrl);
        request({ agent, host: hostname, port, path: '/api/health', headers }, (res) => {
          res.resume();
          res.on('end', () => {
            resolve(res.statusCode ?? 0);
          });
        })
          .on('error', reject)
          .end();
      });
    try {
      expect(await get({})).toBe(200);
      expect(await get({ 'x-padding': 'p'.repeat(20_000) })).toBe(431);
      expect(await get({})).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('answers bytes that are not HTTP with a 400 envelope and closes the socket', async () => {
    const { text, closed } = await rawExchange(
      t.baseUrl,
      'GET /api/health HTTP/1.1\r\nHost x\r\n\r\n',
    );
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(bodyOf(text)).toMatchObject({ statusCode: 400, code: 'PLATFORM.MALFORMED_REQUEST' });
    expect(closed).toBe(true);
  });

  it('answers an OPTIONS request without preflight headers with a 400 envelope', async () => {
    const reply = await call(t.baseUrl, 'OPTIONS', '/api/health');
    expectEnvelope(reply, 400, 'PLATFORM.INVALID_PREFLIGHT');
  });

  it('names the e-mail rule once, with one full stop', async () => {
    const reply = await call(t.baseUrl, 'POST', '/api/auth/reset-password', {
      body: { email: 'not-an-email' },
    });
    expectEnvelope(reply, 400);
    expect(JSON.stringify(reply.body)).toContain('Please enter a valid email address.');
    expect(JSON.stringify(reply.body)).not.toContain('address..');
  });
});
