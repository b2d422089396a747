import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName, JobPayload } from '../../../platform/queue/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';

/** One job per release and time: the same schedule asked twice is one job. */
const jobIdOf = (albumId: string, at: Date): string => `publish-${albumId}-${at.getTime()}`;

/**
 * The `publish-scheduled` jobs (docs/adr/0041): a delayed job per scheduled time. The job itself
 * publishes only if the release is still scheduled for exactly that time, so a schedule that was
 * replaced or withdrawn needs no job removed to be safe; removing it just keeps the queue tidy.
 */
@Injectable()
export class PublishSchedule {
  private readonly logger = new Logger(PublishSchedule.name);

  constructor(@InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue) {}

  async add(albumId: string, at: Date): Promise<void> {
    const name: JobName<'publishing'> = 'publish-scheduled';
    const payload: JobPayload<'publishing', 'publish-scheduled'> = {
      albumId,
      at: at.toISOString(),
    };
    await this.queue.add(name, payload, {
      jobId: jobIdOf(albumId, at),
      delay: Math.max(0, at.getTime() - Date.now()),
    });
  }

  /** Drops the job of a schedule no longer wanted (best effort: the job would find nothing to do). */
  async withdraw(albumId: string, at: Date | null): Promise<void> {
    if (at === null) return;
    try {
      await this.queue.remove(jobIdOf(albumId, at));
    } catch (error) {
      this.logger.warn({ err: error, albumId }, 'could not remove a withdrawn publish job');
    }
  }
}
