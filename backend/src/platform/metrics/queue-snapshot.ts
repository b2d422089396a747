import { Inject, Injectable } from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/index.js';

/** The job states reported per queue (BullMQ's names). */
export const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'completed'] as const;
export type QueueState = (typeof QUEUE_STATES)[number];

/** Jobs finished per queue by the workers (JobOutcomeTally), deployment-wide, never reset. */
export const JOB_OUTCOMES_KEY = 'queues:job-outcomes';
export const JOB_OUTCOMES = ['completed', 'failed'] as const;
export type JobOutcome = (typeof JOB_OUTCOMES)[number];

export interface QueueFacts {
  queue: string;
  counts: Record<QueueState, number>;
  /** Seconds since the oldest waiting job was added; 0 when none waits. */
  oldestWaitingSeconds: number;
  outcomes: Record<JobOutcome, number>;
}

/** A scrape and a health probe arriving together share one read. */
const FRESH_FOR_MS = 1000;

/**
 * Every queue this process registered (found as the health check and ProcessorCoverage find
 * them: the Queue providers), read from Redis at most once a second: job counts per state, the
 * age of the oldest waiting job, and the totals the workers tallied.
 */
@Injectable()
export class QueueSnapshot {
  private latest: { at: number; facts: Promise<QueueFacts[]> } | undefined;

  constructor(
    private readonly discovery: DiscoveryService,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  queues(): Queue[] {
    const queues = this.discovery
      .getProviders()
      .map((wrapper): unknown => wrapper.instance)
      .filter((instance): instance is Queue => instance instanceof Queue);
    return [...new Map(queues.map((queue) => [queue.name, queue])).values()].sort((a, b) =>
      a.name.localeCompare(b.name),
    );
  }

  read(nowMs = Date.now()): Promise<QueueFacts[]> {
    if (this.latest === undefined || nowMs - this.latest.at >= FRESH_FOR_MS) {
      const facts = this.readNow(nowMs);
      this.latest = { at: nowMs, facts };
      // A failed read is not kept: the next caller tries again.
      facts.catch(() => {
        if (this.latest?.facts === facts) this.latest = undefined;
      });
    }
    return this.latest.facts;
  }

  private async readNow(nowMs: number): Promise<QueueFacts[]> {
    const [outcomes, ...facts] = await Promise.all([
      this.redis.hgetall(JOB_OUTCOMES_KEY),
      ...this.queues().map(async (queue) => {
        const [counts, [oldest]] = await Promise.all([
          queue.getJobCounts(...QUEUE_STATES),
          queue.getJobs(['wait'], 0, 0, true),
        ]);
        return {
          queue: queue.name,
          counts: Object.fromEntries(
            QUEUE_STATES.map((state) => [state, counts[state] ?? 0]),
          ) as Record<QueueState, number>,
          oldestWaitingSeconds:
            oldest === undefined ? 0 : Math.max(0, (nowMs - oldest.timestamp) / 1000),
        };
      }),
    ]);
    return facts.map((fact) => ({
      ...fact,
      outcomes: Object.fromEntries(
        JOB_OUTCOMES.map((outcome) => [outcome, Number(outcomes[`${fact.queue}:${outcome}`] ?? 0)]),
      ) as Record<JobOutcome, number>,
    }));
  }
}
