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

  it('gives any other origin no CORS grant', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
