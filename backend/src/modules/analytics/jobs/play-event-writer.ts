import { Injectable } from '@nestjs/common';

import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { MicroBatcher } from '../micro-batcher.js';
import { PlayEventsStore } from './play-events.store.js';

/**
 * Group commit for the worker's concurrent jobs: one flush at a time writes everything the jobs
 * handed over meanwhile in one transaction, so a backlog drains in a few large statements instead
 * of one small transaction (and WAL flush) per job. `write` resolves only once its rows are
 * committed, so a job completes only then.
 */
@Injectable()
export class PlayEventWriter {
  private readonly batcher: MicroBatcher<readonly AcceptedPlayEvent[]>;

  constructor(store: PlayEventsStore) {
    this.batcher = new MicroBatcher<readonly AcceptedPlayEvent[]>({
      lingerMs: 0,
      maxBatchSize: Number.POSITIVE_INFINITY,
      maxConcurrentFlushes: 1,
      flush: async (jobs) => {
        await store.insert(jobs.flat());
        return undefined;
      },
    });
  }

  write(events: readonly AcceptedPlayEvent[]): Promise<void> {
    return this.batcher.add(events);
  }
}
