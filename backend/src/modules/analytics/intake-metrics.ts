import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Counter } from 'prom-client';

import { MetricsRegistry } from '../../platform/metrics/index.js';
import { REDIS } from '../../platform/redis/index.js';
import { REJECTED_PLAY_EVENTS_KEY } from './jobs/rejected-play-events.js';

/**
 * Per reason, events the intake accepted or refused without storing them (a Redis hash in the
 * deployment's key namespace, never reset, counted by IntakeMemory.tally): what the metrics read.
 */
export const NOT_STORED_PLAY_EVENTS_KEY = 'analytics:play-events:not-stored';

/**
 * The intake's series (docs/operations.md): events judged to be stored, counted by this process;
 * events not stored by reason, and events PostgreSQL refused when the worker wrote them, read at
 * scrape time from the deployment-wide tallies in Redis.
 */
@Injectable()
export class IntakeMetrics {
  private readonly logger = new Logger(IntakeMetrics.name);
  private readonly accepted: Counter;

  constructor(metrics: MetricsRegistry, @Inject(REDIS) redis: Redis) {
    this.accepted = metrics.counter({
      name: 'encore_play_events_accepted_total',
      help: 'Play events the intake of this process accepted to store (queued for the worker)',
    });
    const { logger } = this;
    metrics.counter({
      name: 'encore_play_events_not_stored_total',
      help: 'Play events accepted or refused without being stored, by reason, across every API process',
      labelNames: ['reason'],
      async collect() {
        try {
          const counts = await redis.hgetall(NOT_STORED_PLAY_EVENTS_KEY);
          this.reset();
          for (const [reason, count] of Object.entries(counts)) this.inc({ reason }, Number(count));
        } catch (error) {
          logger.warn({ err: error }, 'not-stored play events could not be read');
        }
      },
    });
    metrics.counter({
      name: 'encore_play_events_rejected_total',
      help: 'Play events PostgreSQL refused when a worker wrote them (left in their failed job)',
      async collect() {
        try {
          const count = Number((await redis.get(REJECTED_PLAY_EVENTS_KEY)) ?? 0);
          this.reset();
          this.inc(count);
        } catch (error) {
          logger.warn({ err: error }, 'rejected play events could not be read');
        }
      },
    });
  }

  stored(count: number): void {
    if (count > 0) this.accepted.inc(count);
  }
}
