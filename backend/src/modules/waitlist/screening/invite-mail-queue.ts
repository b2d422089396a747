import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';

import type { JobName, JobPayload } from '../../../platform/queue/index.js';
import { WAITLIST_QUEUE } from '../jobs/waitlist-queue.js';

/**
 * Queues an entry's invite mail, once the approval that made its code has committed (the worker
 * reads the code from the database, so it never sits in Redis).
 */
@Injectable()
export class InviteMailQueue {
  constructor(@InjectQueue(WAITLIST_QUEUE) private readonly queue: Queue) {}

  /** `requestedAt` tells one request for the mail from another, so each is its own job. */
  async add(entryId: string, requestedAt: Date): Promise<void> {
    const name: JobName<'waitlist'> = 'invite-mail';
    const payload: JobPayload<'waitlist', 'invite-mail'> = { entryId };
    await this.queue.add(name, payload, { jobId: `invite-${entryId}-${requestedAt.getTime()}` });
  }
}
