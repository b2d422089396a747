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
 * signs in from anywhere): past the limit every attempt is a 429 until the window ends.
 */
@Injectable()
export class SecondFactorThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async ensureAllowed(userId: string): Promise<void> {
    const failures = await this.limiter.peek(key(userId));
    if (failures.count >= SECOND_FACTOR_MAX_FAILURES) {
      throw throttled(SecondFactorErrors.CODES_THROTTLED, failures.resetsInSeconds);
    }
  }

  async failed(userId: string): Promise<void> {
    await this.limiter.hit(key(userId), SECOND_FACTOR_WINDOW_SECONDS);
  }

  async passed(userId: string): Promise<void> {
    await this.limiter.clear(key(userId));
  }
}
