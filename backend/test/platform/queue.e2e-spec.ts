import { getQueueToken } from '@nestjs/bullmq';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import type { Queue } from 'bullmq';
import { QueueEvents } from 'bullmq';

import { ConfigModule } from '../../src/config/index.js';
import {
  MaintenanceProcessor,
  ProcessorCoverage,
  QueueModule,
} from '../../src/platform/queue/index.js';

import { queueConnectionOptions } from '../../src/platform/redis/index.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

describe('BullMQ wiring', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ EMBEDDED_WORKER: 'true' });
  });
  afterAll(() => t.close());

  it('round-trips a typed job through Redis to its processor', async () => {
    const queue = t.app.get<Queue>(getQueueToken('maintenance'));
    const events = new QueueEvents('maintenance', queueConnectionOptions(t.config.env));
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

  it('refuses to boot processors when a queue a module registered has no processor', async () => {
    const processors = await Test.createTestingModule({
      imports: [
        ConfigModule.register(t.config),
        DiscoveryModule,
        QueueModule,
        QueueModule.forFeature('analytics'),
      ],
      providers: [MaintenanceProcessor, ProcessorCoverage],
    }).compile();
    try {
      await expect(processors.init()).rejects.toThrow(
        'Queues without a processor (their jobs would never run): analytics',
      );
    } finally {
      await processors.close();
    }
  });
});
