import { Injectable } from '@nestjs/common';

import { AppError } from '../../platform/http/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { ListeningErrors } from './listening.errors.js';

/**
 * Saves an account may make in the window: a player saves on every track change, seek, pause and
 * now and then while playing — one a second on average is far above that, and far below a flood.
 */
export const QUEUE_SAVES_PER_USER = 60;
export const QUEUE_SAVE_WINDOW_SECONDS = 60;

/** A limit on queue saves per account (Redis, shared by every API process). */
@Injectable()
export class PlayerQueueThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a save; past the limit it is refused with 429 and Retry-After. */
  async saveRequested(userId: string): Promise<void> {
    const hits = await this.limiter.hit(
      `listening:queue-saves:user:${userId}`,
      QUEUE_SAVE_WINDOW_SECONDS,
    );
    if (hits.count <= QUEUE_SAVES_PER_USER) return;
    const base = ListeningErrors.TOO_MANY_SAVES();
    throw new AppError(
      base.code,
      base.kind,
      base.message,
      undefined,
      Math.max(1, Math.ceil(hits.resetsInSeconds)),
    );
  }
}
