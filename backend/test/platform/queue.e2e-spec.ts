import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { QueueEvents } from 'bullmq';

import { startTestApp, type TestApp } from '../support/test-app.js';

describe('BullMQ wiring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EMBEDDED_WORKER: 'true' });
  });
  afterAll(() => t.close());

  it('round-trips a typed job through Redis to its processor', async () => {
    const queue = t.app.get<Queue>(getQueueToken('maintenance'));
    const events = new QueueEvents('maintenance', { connection: { url: t.config.env.REDIS_URL } });
    try {
      await events.waitUntilReady();
      const sentAt = new Date().toISOString();
      const job = await queue.add('ping', { sentAt });
      const result = (await job.waitUntilFinished(events, 10_000)) as {
        sentAt: string;
        answeredAt: string;
      };
      expect(result.sentAt).toBe(sentAt);
      expect(Date.parse(result.answeredAt)).toBeGreaterThanOrEqual(Date.parse(sentAt));
    } finally {
      await events.close();
    }
  });
});
