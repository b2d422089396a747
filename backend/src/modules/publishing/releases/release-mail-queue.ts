import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName, JobPayload } from '../../../platform/queue/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';

export type ReleaseMailEvent = JobPayload<'publishing', 'release-mail'>['event'];

/** Queues the artist's mail about an admin's decision, once the decision has committed. */
@Injectable()
export class ReleaseMailQueue {
  constructor(@InjectQueue(PUBLISHING_QUEUE) private readonly queue: Queue) {}

  /** `decidedAt` tells one decision from another, so each is its own job (and only one). */
  async add(
    albumId: string,
    event: ReleaseMailEvent,
    reason: string,
    decidedAt: Date,
  ): Promise<void> {
    const name: JobName<'publishing'> = 'release-mail';
    const payload: JobPayload<'publishing', 'release-mail'> = { albumId, event, reason };
    await this.queue.add(name, payload, {
      jobId: `release-mail-${albumId}-${event}-${decidedAt.getTime()}`,
    });
  }
}
