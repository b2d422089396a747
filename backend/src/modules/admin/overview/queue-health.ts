import {
  type QueueFacts,
  type QueueLimits,
  queueProblems,
} from '../../../platform/metrics/index.js';
import type { QueueHealthDto } from './overview.dto.js';

/** Each queue's counts, with the limits it is past as /api/health judges them. */
export function queueHealthOf(facts: readonly QueueFacts[], limits: QueueLimits): QueueHealthDto[] {
  const problems = queueProblems(facts, limits);
  return facts.map((fact) => ({
    queue: fact.queue,
    waiting: fact.counts.waiting,
    active: fact.counts.active,
    delayed: fact.counts.delayed,
    failed: fact.counts.failed,
    oldest_waiting_seconds: Math.floor(fact.oldestWaitingSeconds),
    problems: problems.filter((problem) => problem.queue === fact.queue).map((p) => p.check),
  }));
}
