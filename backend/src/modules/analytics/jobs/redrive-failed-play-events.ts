import type { Queue } from 'bullmq';

import type { JobPayload } from '../../../platform/queue/index.js';

export interface Redrive {
  jobs: number;
  events: number;
}

/**
 * Moves every failed play-events job of the analytics queue back to waiting with its attempts
 * reset, so the worker writes it again. Safe to repeat: inserts are idempotent, so events of a job
 * that was partly written are not stored or counted twice; events PostgreSQL refuses fail again.
 * Jobs are looked up one at a time (a failed set of thousands of jobs stays small in memory).
 */
export async function redriveFailedPlayEvents(queue: Queue): Promise<Redrive> {
  const redriven: Redrive = { jobs: 0, events: 0 };
  for (const id of await queue.getRanges(['failed'], 0, -1)) {
    const job = await queue.getJob(id);
    if (job?.name !== 'play-events' || !(await job.isFailed())) continue;
    await job.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
    const { events } = job.data as Partial<JobPayload<'analytics', 'play-events'>>;
    redriven.jobs += 1;
    redriven.events += Array.isArray(events) ? events.length : 0;
  }
  return redriven;
}
