import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName } from '../../../platform/queue/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';

export const PUBLISH_DUE_SCHEDULER_ID = 'publishing-publish-due';
/** How often the catch-up looks for scheduled releases whose time has passed. */
export const PUBLISH_DUE_EVERY_MS = 60_000;

/**
 * Keeps the repeatable `publish-due` job scheduled wherever the publishing processor runs (the
 * worker, or the API with EMBEDDED_WORKER): a release's own delayed job publishes it on time, and
 * this catches up within a minute should that job be lost (docs/adr/0041). Upserting is
 * idempotent, so every boot may do it.
 */
@Injectable()
export class PublishDueSchedule implements OnApplicationBootstrap {
  constructor(@InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue) {}

  async onApplicationBootstrap(): Promise<void> {
    const name: JobName<'publishing'> = 'publish-due';
    await this.queue.upsertJobScheduler(
      PUBLISH_DUE_SCHEDULER_ID,
      { every: PUBLISH_DUE_EVERY_MS },
      { name, data: {}, opts: { removeOnComplete: 24, removeOnFail: 100 } },
    );
  }
}
