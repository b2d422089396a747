import type { QueueFacts } from '../../../platform/metrics/index.js';
import { queueHealthOf } from './queue-health.js';

const facts = (queue: string, failed: number, oldestWaitingSeconds: number): QueueFacts => ({
  queue,
  counts: { waiting: 3, active: 1, delayed: 2, failed, completed: 40 },
  oldestWaitingSeconds,
  outcomes: { completed: 40, failed },
});

describe('queueHealthOf', () => {
  const limits = { maxFailedJobs: 10, maxBacklogSeconds: 300 };

  it('keeps each queue’s counts and whole seconds of the oldest wait', () => {
    expect(queueHealthOf([facts('mail', 0, 12.7)], limits)).toEqual([
      {
        queue: 'mail',
        waiting: 3,
        active: 1,
        delayed: 2,
        failed: 0,
        oldest_waiting_seconds: 12,
        problems: [],
      },
    ]);
  });

  it('names the limits a queue is past, as the health check does', () => {
    const health = queueHealthOf(
      [facts('analytics', 11, 301), facts('mail', 10, 300), facts('payments', 0, 900)],
      limits,
    );
    expect(health.map((queue) => [queue.queue, queue.problems])).toEqual([
      ['analytics', ['failed_jobs', 'backlog_seconds']],
      ['mail', []],
      ['payments', ['backlog_seconds']],
    ]);
  });
});
