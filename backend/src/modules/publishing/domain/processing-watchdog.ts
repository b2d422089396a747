import type { ProcessingFailure } from './processing-failure.js';

/**
 * The watchdog's rule (docs/adr/0042): a track processing with no heartbeat for the stall time
 * is failed, with a reason — unless its job is still waiting for a free worker (a long queue is
 * not a stall; the job's own heartbeat starts when a worker takes it).
 */

/** Where the track's current process-master job is in the queue (`missing`: not there at all). */
export type QueuedJobState =
  | 'waiting'
  | 'delayed'
  | 'prioritized'
  | 'waiting-children'
  | 'active'
  | 'completed'
  | 'failed'
  | 'missing';

export type WatchdogVerdict =
  { kind: 'leave' } | { kind: 'fail'; failure: ProcessingFailure; detail: string };

export function watchdogVerdict(input: {
  silentS: number;
  stallS: number;
  job: QueuedJobState;
  /** BullMQ's reason, when the job failed. */
  jobFailure?: string | undefined;
}): WatchdogVerdict {
  const { silentS, stallS, job } = input;
  if (silentS < stallS) return { kind: 'leave' };
  const silent = `no progress reported for ${Math.round(silentS)} s (limit ${stallS} s)`;
  switch (job) {
    case 'waiting':
    case 'delayed':
    case 'prioritized':
    case 'waiting-children':
      return { kind: 'leave' };
    case 'active':
      return {
        kind: 'fail',
        failure: { kind: 'stalled', silentS },
        detail: `The job is active but ${silent}: its worker hangs or lost its lock.`,
      };
    case 'failed':
      return {
        kind: 'fail',
        failure: { kind: 'interrupted' },
        detail: `The job failed without storing a result (${input.jobFailure ?? 'no reason given'}); ${silent}.`,
      };
    case 'completed':
    case 'missing':
      return {
        kind: 'fail',
        failure: { kind: 'interrupted' },
        detail: `The job is ${job === 'missing' ? 'not in the queue' : 'completed'} but the track is still processing; ${silent}.`,
      };
  }
}
