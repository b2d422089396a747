import { randomBytes } from 'node:crypto';

import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DOCS = ['/api/docs', '/api/docs-json', '/api/docs-yaml'];

/** A production configuration: the secrets it requires, nothing generated. */
const production = (apiDocs: string): NodeJS.ProcessEnv => ({
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64'),
  MEDIA_URL_SECRET: randomBytes(48).toString('base64'),
  VERIFICATION_SECRET: randomBytes(48).toString('base64'),
  TOTP_SECRET_KEY: randomBytes(48).toString('base64'),
  STRIPE_SECRET_KEY: `sk_test_${randomBytes(12).toString('hex')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${randomBytes(12).toString('hex')}`,
  API_DOCS: apiDocs,
});

describe('API documentation in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(production(''));
  });
  afterAll(() => t.close());

  it.each(DOCS)('%s is a 404 in the envelope unless API_DOCS=true', async (path) => {
    expectEnvelope(await call(t.baseUrl, 'GET', path), 404, 'PLATFORM.ROUTE_NOT_FOUND');
  });
});

describe('API documentation in production with API_DOCS=true', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(production('true'));
  });
  afterAll(() => t.close());

  it.each(DOCS)('%s is served', async (path) => {
    const res = await fetch(t.baseUrl + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(/swagger-ui|openapi/);
  });
});

describe('API documentation in development and test', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ NODE_ENV: 'development', API_DOCS: '' });
  });
  afterAll(() => t.close());

  it('is on by default', async () => {
    const res = await fetch(`${t.baseUrl}/api/docs-json`);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });
});
