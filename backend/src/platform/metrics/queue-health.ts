import type { QueueFacts } from './queue-snapshot.js';

export interface QueueLimits {
  /** More failed jobs kept in a queue than this is degraded. */
  maxFailedJobs: number;
  /** A job waiting longer than this (seconds) is degraded. */
  maxBacklogSeconds: number;
}

export interface QueueProblem {
  queue: string;
  check: 'failed_jobs' | 'backlog_seconds';
  value: number;
  threshold: number;
}

/** The queues past a limit, each with what passed it: the health check's `degraded` list. */
export function queueProblems(facts: readonly QueueFacts[], limits: QueueLimits): QueueProblem[] {
  return facts.flatMap((fact) => [
    ...(fact.counts.failed > limits.maxFailedJobs
      ? [
          {
            queue: fact.queue,
            check: 'failed_jobs' as const,
            value: fact.counts.failed,
            threshold: limits.maxFailedJobs,
          },
        ]
      : []),
    ...(fact.oldestWaitingSeconds > limits.maxBacklogSeconds
      ? [
          {
            queue: fact.queue,
            check: 'backlog_seconds' as const,
            value: Math.ceil(fact.oldestWaitingSeconds),
            threshold: limits.maxBacklogSeconds,
          },
        ]
      : []),
  ]);
}
