import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import pg from 'pg';

import { AppConfig } from '../../../config/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { INSERT_PLAY_EVENTS, playEventParameters } from './play-events-sql.js';

/** One flush runs at a time (PlayEventWriter); the second connection covers a reconnect. */
const POOL_SIZE = 2;

/**
 * Writes play events and their daily rollups in one statement over a small pool of its own
 * (like search's): a prepared statement with one array per column instead of thousands of
 * placeholders. Closed on application shutdown, after the queue worker has finished its jobs.
 */
@Injectable()
export class PlayEventsStore implements OnApplicationShutdown {
  private readonly logger = new Logger(PlayEventsStore.name);
  private readonly pool: pg.Pool;

  constructor(config: AppConfig) {
    this.pool = new pg.Pool({ connectionString: config.env.DATABASE_URL, max: POOL_SIZE });
    this.pool.on('error', (error) => {
      this.logger.warn({ err: error }, 'idle analytics connection failed');
    });
  }

  /** Inserts the events not stored yet; answers how many were new. */
  async insert(events: readonly AcceptedPlayEvent[]): Promise<number> {
    const result = await this.pool.query<{ inserted: number }>({
      ...INSERT_PLAY_EVENTS,
      values: playEventParameters(events),
    });
    return result.rows[0]?.inserted ?? 0;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.end();
  }
}
