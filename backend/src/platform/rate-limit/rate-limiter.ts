import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/index.js';

export interface WindowCount {
  count: number;
  /** Seconds until the window (started by the first hit) ends. */
  resetsInSeconds: number;
}

const PREFIX = 'ratelimit:';

/**
 * Fixed-window counters and timed locks in Redis, shared by every API process. Keys carry their
 * own expiry, so nothing needs cleaning up.
 */
@Injectable()
export class RateLimiter {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Counts one hit in a window of `windowSeconds` that starts with the first hit. */
  async hit(key: string, windowSeconds: number): Promise<WindowCount> {
    const counts = await this.hitMany(new Map([[key, 1]]), windowSeconds);
    return counts.get(key) ?? { count: 0, resetsInSeconds: 0 };
  }

  /** Counts hits of several keys in one round trip (callers that batch their requests). */
  async hitMany(
    hits: ReadonlyMap<string, number>,
    windowSeconds: number,
  ): Promise<Map<string, WindowCount>> {
    const transaction = this.redis.multi();
    for (const [key, times] of hits) {
      transaction
        .incrby(PREFIX + key, times)
        .expire(PREFIX + key, windowSeconds, 'NX')
        .pttl(PREFIX + key);
    }
    const results = await transaction.exec();
    return new Map(
      [...hits.keys()].map((key, i) => [
        key,
        toWindowCount(results?.[i * 3]?.[1], results?.[i * 3 + 2]?.[1]),
      ]),
    );
  }

  async peek(key: string): Promise<WindowCount> {
    const results = await this.redis
      .multi()
      .get(PREFIX + key)
      .pttl(PREFIX + key)
      .exec();
    return toWindowCount(results?.[0]?.[1], results?.[1]?.[1]);
  }

  async lock(key: string, seconds: number): Promise<void> {
    await this.redis.set(PREFIX + key, '1', 'PX', Math.round(seconds * 1000));
  }

  /** Seconds left on a lock, 0 when there is none. */
  async lockedForSeconds(key: string): Promise<number> {
    const ms = await this.redis.pttl(PREFIX + key);
    return ms > 0 ? ms / 1000 : 0;
  }

  async clear(...keys: string[]): Promise<void> {
    if (keys.length > 0) await this.redis.del(...keys.map((key) => PREFIX + key));
  }
}

function toWindowCount(count: unknown, pttl: unknown): WindowCount {
  const ms = typeof pttl === 'number' && pttl > 0 ? pttl : 0;
  return { count: Number(count ?? 0), resetsInSeconds: ms / 1000 };
}
