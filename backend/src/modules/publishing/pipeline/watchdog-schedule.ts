import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName } from '../../../platform/queue/index.js';
import { MEDIA_PROCESSING_QUEUE } from '../jobs/media-processing-queue.js';
import { PipelineSettings } from './pipeline-settings.js';

export const WATCHDOG_SCHEDULER_ID = 'media-processing-watchdog';

/**
 * Keeps the repeatable watchdog job scheduled wherever the pipeline's processor runs (the worker,
 * or the API with EMBEDDED_WORKER). Upserting is idempotent, so every boot may do it.
 */
@Injectable()
export class WatchdogSchedule implements OnApplicationBootstrap {
  constructor(
    @InjectQueue(MEDIA_PROCESSING_QUEUE) private readonly queue: Queue,
    private readonly settings: PipelineSettings,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const name: JobName<'media-processing'> = 'processing-watchdog';
    await this.queue.upsertJobScheduler(
      WATCHDOG_SCHEDULER_ID,
      { every: this.settings.watchdogEveryMs },
      { name, data: {}, opts: { removeOnComplete: 24, removeOnFail: 100 } },
    );
  }
}
