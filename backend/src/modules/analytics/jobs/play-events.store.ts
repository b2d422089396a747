import { Injectable } from '@nestjs/common';

import { SqlPool } from '../../../platform/database/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { INSERT_PLAY_EVENTS, playEventParameters } from './play-events-sql.js';

/**
 * Writes play events and their daily rollups in one statement on the shared SqlPool: a prepared
 * statement with one array per column instead of thousands of placeholders. One flush runs at a
 * time (PlayEventWriter), so it holds at most one of the pool's connections.
 */
@Injectable()
export class PlayEventsStore {
  constructor(private readonly db: SqlPool) {}

  /** Inserts the events not stored yet; answers how many were new. */
  async insert(events: readonly AcceptedPlayEvent[]): Promise<number> {
    const [row] = await this.db.query(INSERT_PLAY_EVENTS, playEventParameters(events));
    return row?.inserted ?? 0;
  }
}
