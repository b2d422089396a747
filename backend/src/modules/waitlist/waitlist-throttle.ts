import { createHash } from 'node:crypto';

import type { WaitlistKind } from '@encore/shared-rules';
import { Injectable } from '@nestjs/common';

import { AppError, type ErrorFactory } from '../../platform/http/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { WaitlistErrors } from './waitlist.errors.js';

/** Sign-ups per client IP and form in a window: a person needs one, a retry or two at most. */
export const SUBMISSIONS_PER_IP = 5;
export const SUBMISSION_WINDOW_SECONDS = 10 * 60;
/** Confirmation and unsubscribe link uses per client IP in the same window. */
export const LINK_USES_PER_IP = 30;

/** Keys name a hash of the address, so a long forwarded-for value never becomes a long key. */
const client = (ip: string): string => createHash('sha256').update(ip).digest('hex').slice(0, 32);

const throttled = (factory: ErrorFactory, what: string, seconds: number): AppError => {
  const wait = Math.max(1, Math.ceil(seconds));
  const minutes = Math.ceil(wait / 60);
  const base = factory(`${what} Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
  return new AppError(base.code, base.kind, base.message, undefined, wait);
};

/** Rate limits of the waitlist routes per client IP, in Redis (shared by every API process). */
@Injectable()
export class WaitlistThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a sign-up; past the limit it is refused with 429 and Retry-After. */
  async submissionAttempted(kind: WaitlistKind, ip: string): Promise<void> {
    const hits = await this.limiter.hit(
      `waitlist:${kind}:ip:${client(ip)}`,
      SUBMISSION_WINDOW_SECONDS,
    );
    if (hits.count > SUBMISSIONS_PER_IP) {
      throw throttled(
        WaitlistErrors.TOO_MANY_SUBMISSIONS,
        'Too many sign-ups from your network.',
        hits.resetsInSeconds,
      );
    }
  }

  async linkUsed(ip: string): Promise<void> {
    const hits = await this.limiter.hit(
      `waitlist:link:ip:${client(ip)}`,
      SUBMISSION_WINDOW_SECONDS,
    );
    if (hits.count > LINK_USES_PER_IP) {
      throw throttled(
        WaitlistErrors.TOO_MANY_LINK_USES,
        'Too many attempts from your network.',
        hits.resetsInSeconds,
      );
    }
  }
}
