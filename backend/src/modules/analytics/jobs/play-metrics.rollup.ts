import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import type { Queue } from 'bullmq';

import { SqlPool } from '../../../platform/database/index.js';
import type { JobName } from '../../../platform/queue/index.js';
import { ANALYTICS_QUEUE } from '../analytics-queue.js';
import { RECOMPUTE_PLAY_METRICS } from './play-metrics-sql.js';

export const ROLLUP_SCHEDULER_ID = 'analytics-rollup-plays';
/** The dashboard's figures trail the plays by at most about this (plus the write lag). */
export const ROLLUP_EVERY_MS = 15_000;
/** (track, day) pairs recomputed per statement; a job runs statements until none are left. */
export const ROLLUP_PAIRS_AT_ONCE = 500;
/** A job stops after this many statements; the next run takes the rest. */
const ROLLUP_STATEMENTS_PER_JOB = 40;

/**
 * Keeps the per-track daily metrics current: recomputes the dirty (track, day) pairs in batches,
 * and keeps its repeatable job scheduled wherever the analytics processor runs.
 */
@Injectable()
export class PlayMetricsRollup implements OnApplicationBootstrap {
  constructor(
    private readonly db: SqlPool,
    @InjectQueue(ANALYTICS_QUEUE) private readonly queue: Queue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const name: JobName<'analytics'> = 'rollup-plays';
    await this.queue.upsertJobScheduler(
      ROLLUP_SCHEDULER_ID,
      { every: ROLLUP_EVERY_MS },
      { name, data: {}, opts: { removeOnComplete: true, removeOnFail: false } },
    );
  }

  /** Recomputes dirty pairs until none are left (or the job's share is done); answers how many. */
  async run(): Promise<number> {
    let total = 0;
    for (let statement = 0; statement < ROLLUP_STATEMENTS_PER_JOB; statement += 1) {
      const [row] = await this.db.query(RECOMPUTE_PLAY_METRICS, [ROLLUP_PAIRS_AT_ONCE]);
      const pairs = row?.pairs ?? 0;
      total += pairs;
      if (pairs < ROLLUP_PAIRS_AT_ONCE) break;
    }
    return total;
  }
}
