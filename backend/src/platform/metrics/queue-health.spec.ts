import { queueProblems } from './queue-health.js';
import type { QueueFacts } from './queue-snapshot.js';

const facts = (queue: string, failed: number, oldestWaitingSeconds: number): QueueFacts => ({
  queue,
  counts: { waiting: 0, active: 0, delayed: 0, failed, completed: 0 },
  oldestWaitingSeconds,
  outcomes: { completed: 0, failed: 0 },
});

describe('queueProblems', () => {
  const limits = { maxFailedJobs: 10, maxBacklogSeconds: 300 };

  it('finds nothing while every queue is within its limits (the limits themselves included)', () => {
    expect(queueProblems([facts('analytics', 10, 300), facts('auth', 0, 0)], limits)).toEqual([]);
  });

  it('names each queue and check past a limit, with the value and the limit', () => {
    expect(
      queueProblems([facts('analytics', 11, 12.7), facts('waitlist', 0, 300.5)], limits),
    ).toEqual([
      { queue: 'analytics', check: 'failed_jobs', value: 11, threshold: 10 },
      { queue: 'waitlist', check: 'backlog_seconds', value: 301, threshold: 300 },
    ]);
  });
});
