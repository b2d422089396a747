import { WorkerHost } from '@nestjs/bullmq';
import {
  Inject,
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/index.js';
import { JOB_OUTCOMES_KEY, type JobOutcome } from './queue-snapshot.js';

const FLUSH_EVERY_MS = 5000;

/**
 * In a process that runs processors: counts the jobs its workers complete and the attempts that
 * fail, per queue, and adds them to one Redis hash every few seconds (and on shutdown), so the
 * API's `/api/metrics` reports totals across every worker process. Nothing to do elsewhere.
 */
@Injectable()
export class JobOutcomeTally implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(JobOutcomeTally.name);
  private readonly pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** After onModuleInit, where @nestjs/bullmq starts a worker per processor. */
  onApplicationBootstrap(): void {
    const hosts = this.discovery
      .getProviders()
      .map((wrapper): unknown => wrapper.instance)
      .filter((instance): instance is WorkerHost => instance instanceof WorkerHost);
    for (const { worker } of hosts) {
      worker.on('completed', () => {
        this.count(worker.name, 'completed');
      });
      worker.on('failed', () => {
        this.count(worker.name, 'failed');
      });
    }
    if (hosts.length > 0) {
      this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
      this.timer.unref();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  private count(queue: string, outcome: JobOutcome): void {
    const field = `${queue}:${outcome}`;
    this.pending.set(field, (this.pending.get(field) ?? 0) + 1);
  }

  private async flush(): Promise<void> {
    if (this.pending.size === 0) return;
    const counts = [...this.pending];
    this.pending.clear();
    try {
      const pipeline = this.redis.pipeline();
      for (const [field, count] of counts) pipeline.hincrby(JOB_OUTCOMES_KEY, field, count);
      await pipeline.exec();
    } catch (error) {
      // Kept for the next flush rather than lost.
      for (const [field, count] of counts)
        this.pending.set(field, (this.pending.get(field) ?? 0) + count);
      this.logger.warn({ err: error }, 'job outcomes were not counted yet');
    }
  }
}
