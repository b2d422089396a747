import { startTestApp, type TestApp } from '../support/test-app.js';

describe('GET /api/health', () => {
  it('answers 200 when PostgreSQL and Redis are both up', async () => {
    const t = await startTestApp();
    try {
      const res = await fetch(`${t.baseUrl}/api/health`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
    } finally {
      await t.close();
    }
  });

  it('answers 503 with the error envelope when Redis is unreachable', async () => {
    let t: TestApp | undefined;
    try {
      t = await startTestApp({ REDIS_URL: 'redis://127.0.0.1:1/0' });
      const res = await fetch(`${t.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        statusCode: 503,
        code: 'PLATFORM.SERVICE_UNAVAILABLE',
        message: 'The service is temporarily unavailable.',
        status: 'error',
        checks: { database: 'up', redis: 'down' },
      });
    } finally {
      await t?.close();
    }
  });

  it('answers 503 when PostgreSQL is unreachable', async () => {
    let t: TestApp | undefined;
    try {
      t = await startTestApp({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/encore' });
      const res = await fetch(`${t.baseUrl}/api/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ checks: { database: 'down', redis: 'up' } });
    } finally {
      await t?.close();
    }
  });
});
