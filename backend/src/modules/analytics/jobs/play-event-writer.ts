import { Injectable } from '@nestjs/common';
import pg from 'pg';

import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { MicroBatcher } from '../micro-batcher.js';
import { type GroupOutcome, type RefusedItem, writeIsolated } from './isolated-writes.js';
import { PlayEventsStore } from './play-events.store.js';
import { RejectedPlayEvents } from './rejected-play-events.js';

/**
 * True when PostgreSQL refused the statement because of the values it carried (SQLSTATE class 22
 * "data exception": a malformed uuid or time, a number out of range, NUL; class 23: a missing
 * value), or when the parameters could not even be built from an event: a smaller batch without
 * that event will pass. Anything else (connection lost, shutdown, deadlock) is worth a retry.
 */
export function isRefusedData(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  return error instanceof pg.DatabaseError && /^2[23]/.test(error.code ?? '');
}

/**
 * Group commit for the worker's concurrent jobs: one flush at a time writes everything the jobs
 * handed over meanwhile in one transaction, so a backlog drains in a few large statements instead
 * of one small transaction (and WAL flush) per job. `write` resolves only once its rows are
 * committed, so a job completes only then. An event the database refuses never fails the others:
 * the flush isolates it (`writeIsolated`), stores the rest, counts it, and `write` answers it as
 * refused so its job can keep just the refused events for inspection or a re-drive.
 */
@Injectable()
export class PlayEventWriter {
  private readonly batcher: MicroBatcher<
    readonly AcceptedPlayEvent[],
    GroupOutcome<AcceptedPlayEvent>
  >;

  constructor(store: PlayEventsStore, rejections: RejectedPlayEvents) {
    this.batcher = new MicroBatcher({
      lingerMs: 0,
      maxBatchSize: Number.POSITIVE_INFINITY,
      maxConcurrentFlushes: 1,
      flush: async (jobs) => {
        const outcomes = await writeIsolated(jobs, {
          insert: (events) => store.insert(events),
          isRefusedData,
        });
        await rejections.record(outcomes.flatMap((o) => (o.written ? o.refused : [])));
        return outcomes;
      },
    });
  }

  /**
   * Stores the events; answers those PostgreSQL refused (every other one is stored). Throws when
   * the write failed for another reason (the job is retried; stored events are not stored twice).
   */
  async write(events: readonly AcceptedPlayEvent[]): Promise<RefusedItem<AcceptedPlayEvent>[]> {
    const outcome = await this.batcher.add(events);
    if (!outcome.written) throw outcome.error;
    return outcome.refused;
  }
}
