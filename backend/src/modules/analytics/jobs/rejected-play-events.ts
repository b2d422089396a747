import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../../platform/redis/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';
import type { RefusedItem } from './isolated-writes.js';

/**
 * Redis counter of play events PostgreSQL refused (a plain integer in the deployment's key
 * namespace, never reset or expired): what ops metrics read. A re-driven event that is refused
 * again counts again.
 */
export const REJECTED_PLAY_EVENTS_KEY = 'analytics:play-events:rejected';

/** Counts refused play events and logs each by id and SQLSTATE (the message may quote the text). */
@Injectable()
export class RejectedPlayEvents {
  private readonly logger = new Logger(RejectedPlayEvents.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Never throws: a counter that cannot be written must not fail the write that refused them. */
  async record(refused: readonly RefusedItem<AcceptedPlayEvent>[]): Promise<void> {
    if (refused.length === 0) return;
    this.logger.warn(
      {
        rejected: refused.length,
        events: refused.map(({ item, error }) => ({ id: item.id, sqlState: sqlStateOf(error) })),
      },
      'play events rejected by PostgreSQL; their jobs are kept in the failed set',
    );
    try {
      await this.redis.incrby(REJECTED_PLAY_EVENTS_KEY, refused.length);
    } catch (error) {
      this.logger.warn({ err: error, rejected: refused.length }, 'rejected count not recorded');
    }
  }
}

/** PostgreSQL's error code (e.g. 22P02 for a malformed uuid), when the error is the database's. */
export function sqlStateOf(error: unknown): string | null {
  const code = error instanceof Error ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : null;
}
