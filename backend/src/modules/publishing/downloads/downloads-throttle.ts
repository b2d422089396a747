import { Injectable } from '@nestjs/common';

import { AppError } from '../../../platform/http/index.js';
import { RateLimiter } from '../../../platform/rate-limit/index.js';
import { DownloadsErrors } from './downloads.errors.js';

/** Links a listener may ask for in the window: an album in both formats, many times over. */
export const LINKS_PER_USER = 30;
export const LINK_WINDOW_SECONDS = 10 * 60;

/** A modest limit on download links per account (Redis, shared by every API process). */
@Injectable()
export class DownloadsThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a link asked for; past the limit it is refused with 429 and Retry-After. */
  async linkRequested(userId: string): Promise<void> {
    const hits = await this.limiter.hit(`downloads:links:user:${userId}`, LINK_WINDOW_SECONDS);
    if (hits.count <= LINKS_PER_USER) return;
    const base = DownloadsErrors.TOO_MANY_LINKS();
    throw new AppError(
      base.code,
      base.kind,
      base.message,
      undefined,
      Math.max(1, Math.ceil(hits.resetsInSeconds)),
    );
  }
}
