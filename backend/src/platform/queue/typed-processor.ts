import { WorkerHost } from '@nestjs/bullmq';
import { type Job, UnrecoverableError } from 'bullmq';

import type { JobName, JobPayload, QueueName } from './queues.js';

/** One handler per job of a queue; the mapped type makes a missing handler a compile error. */
export type JobHandlers<Q extends QueueName> = {
  [J in JobName<Q>]: (payload: JobPayload<Q, J>, job: Job<JobPayload<Q, J>>) => Promise<unknown>;
};

type AnyHandler = (payload: unknown, job: Job) => Promise<unknown>;

/** Base for processors: dispatches a job to its typed handler by name. */
export abstract class TypedProcessor<Q extends QueueName> extends WorkerHost {
  protected abstract readonly handlers: JobHandlers<Q>;

  async process(job: Job): Promise<unknown> {
    const handlers = this.handlers as unknown as Partial<Record<string, AnyHandler>>;
    const handler = handlers[job.name];
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    return handler(job.data, job);
  }
}
