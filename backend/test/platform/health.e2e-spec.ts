import { startTestApp, type TestApp } from '../support/test-app.js';
import { withOwnQueues } from './metrics-queues.js';

describe('GET /api/health', () => {
  // In a namespace of its own: other files leave jobs waiting (no worker runs in the tests),
  // and a long run would make them old enough to report the queues degraded.
  it('answers 200 when PostgreSQL and Redis are both up', () =>
    withOwnQueues(async ({ REDIS_KEY_PREFIX }) => {
      const t = await startTestApp({ REDIS_KEY_PREFIX });
      try {
        const res = await fetch(`${t.baseUrl}/api/health`);
        expect(res.status).toBe(200);
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(await res.json()).toEqual({ status: 'ok', checks: { database: 'up', redis: 'up' } });
      } finally {
        await t.close();
      }
    }));

  it('answers 200 "degraded" when a queue keeps more failed jobs than HEALTH_MAX_FAILED_JOBS', () =>
    withOwnQueues(async ({ REDIS_KEY_PREFIX, queue, failOneJob }) => {
      await failOneJob(queue('maintenance'), 'ping');
      const t = await startTestApp({ REDIS_KEY_PREFIX, HEALTH_MAX_FAILED_JOBS: '0' });
      try {
        const res = await fetch(`${t.baseUrl}/api/health`);
        expect(res.status).toBe(200);
        expect(await res.json()).toEqual({
          status: 'degraded',
          checks: { database: 'up', redis: 'up' },
          degraded: [{ queue: 'maintenance', check: 'failed_jobs', value: 1, threshold: 0 }],
        });
      } finally {
        await t.close();
      }
    }));

  it('answers 200 "degraded" when a job has waited longer than HEALTH_MAX_BACKLOG_SECONDS', () =>
    withOwnQueues(async ({ REDIS_KEY_PREFIX, queue, addWaitingSince }) => {
      const maintenance = queue('maintenance');
      await addWaitingSince(maintenance, 'ping', 120);
      await addWaitingSince(maintenance, 'ping', 5);
      const t = await startTestApp({ REDIS_KEY_PREFIX, HEALTH_MAX_BACKLOG_SECONDS: '60' });
      try {
        const res = await fetch(`${t.baseUrl}/api/health`);
        expect(res.status).toBe(200);
        const body = (await res.json()) as { status: string; degraded: { value: number }[] };
        expect(body).toMatchObject({
          status: 'degraded',
          degraded: [{ queue: 'maintenance', check: 'backlog_seconds', threshold: 60 }],
        });
        expect(body.degraded[0]?.value).toBeGreaterThanOrEqual(120);
        expect(body.degraded[0]?.value).toBeLessThan(180);
      } finally {
        await t.close();
      }
    }));

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
