import { Injectable } from '@nestjs/common';

import { RateLimiter } from '../../../platform/rate-limit/index.js';
import { throttled } from '../auth-throttle.js';
import { SecondFactorErrors } from './second-factor.errors.js';

/** Wrong codes a user may send in a window: a 6-digit guess then has 5 in a million. */
export const SECOND_FACTOR_MAX_FAILURES = 5;
export const SECOND_FACTOR_WINDOW_SECONDS = 15 * 60;

const key = (userId: string): string => `2fa:fail:${userId}`;

/**
 * Wrong second-factor codes per user, across every session and address (a stolen password
 * signs in from anywhere): past the limit every attempt is a 429 until the window ends. Each
 * code is reserved as a failure before it is checked (one atomic script), so codes sent in
 * parallel cannot get more than the limit checked (issue 23); a right code clears the count.
 */
@Injectable()
export class SecondFactorThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** Counts a code about to be checked, or throws the wait when the user has had their share. */
  async reserve(userId: string): Promise<void> {
    const reservation = await this.limiter.reserve({
      counters: [
        {
          key: key(userId),
          windowSeconds: SECOND_FACTOR_WINDOW_SECONDS,
          waitFrom: SECOND_FACTOR_MAX_FAILURES,
        },
      ],
    });
    if (reservation.kind === 'wait') {
      throw throttled(SecondFactorErrors.CODES_THROTTLED, reservation.seconds);
    }
  }

  async passed(userId: string): Promise<void> {
    await this.limiter.clear(key(userId));
  }
}
