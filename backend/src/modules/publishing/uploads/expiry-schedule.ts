import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName } from '../../../platform/queue/index.js';
import { UPLOADS_QUEUE } from '../jobs/uploads-queue.js';

export const EXPIRY_SCHEDULER_ID = 'uploads-expire';
/** Hourly: an unfinished upload outlives its 24 hours by an hour at most. */
export const EXPIRY_EVERY_MS = 60 * 60 * 1000;

/**
 * Keeps the repeatable `expire-uploads` job scheduled wherever the uploads processor runs (the
 * worker, or the API with EMBEDDED_WORKER). Upserting is idempotent, so every boot may do it.
 */
@Injectable()
export class ExpirySchedule implements OnApplicationBootstrap {
  constructor(@InjectQueue(UPLOADS_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const name: JobName<'uploads'> = 'expire-uploads';
    await this.queue.upsertJobScheduler(
      EXPIRY_SCHEDULER_ID,
      { every: EXPIRY_EVERY_MS },
      { name, data: {}, opts: { removeOnComplete: 24, removeOnFail: 100 } },
    );
  }
}
