import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName } from '../../../platform/queue/index.js';
import { WAITLIST_QUEUE } from './waitlist-queue.js';

export const PURGE_SCHEDULER_ID = 'waitlist-purge-unconfirmed';
/** Hourly: an entry outlives its 30 days by an hour at most. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the repeatable purge job scheduled wherever the waitlist processor runs (the worker, or
 * the API with EMBEDDED_WORKER). Upserting is idempotent, so every boot may do it.
 */
@Injectable()
export class PurgeSchedule implements OnApplicationBootstrap {
  constructor(@InjectQueue(WAITLIST_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const name: JobName<'waitlist'> = 'purge-unconfirmed';
    await this.queue.upsertJobScheduler(
      PURGE_SCHEDULER_ID,
      { every: PURGE_EVERY_MS },
      { name, data: {}, opts: { removeOnComplete: 24, removeOnFail: 100 } },
    );
  }
}
