import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { defineRedisScript, REDIS, type RedisScript } from '../redis/index.js';
import {
  CHECK_ALLOWANCE_MS,
  decodeReservation,
  encodePlan,
  GIVE_BACK_LUA,
  RESERVE_LUA,
  START_BACKOFF_LUA,
  type Reservation,
  type ReservationPlan,
} from './reservation.js';

export interface WindowCount {
  count: number;
  /** Seconds until the window (started by the first hit) ends. */
  resetsInSeconds: number;
}

const PREFIX = 'ratelimit:';

/**
 * Per key (ARGV[1 + i]: its hits; ARGV[1]: the window in seconds): the count after the hits, and
 * the window's milliseconds left. The window starts with a key's first hit (EXPIRE NX, Redis 7).
 */
const HIT_MANY_LUA = `
local counts = {}
for i, key in ipairs(KEYS) do
  counts[#counts + 1] = redis.call('INCRBY', key, ARGV[i + 1])
  redis.call('EXPIRE', key, ARGV[1], 'NX')
  counts[#counts + 1] = redis.call('PTTL', key)
end
return counts`;

/**
 * Fixed-window counters and timed locks in Redis, shared by every API process. Keys carry their
 * own expiry, so nothing needs cleaning up.
 */
@Injectable()
export class RateLimiter {
  private readonly hitManyScript: RedisScript;
  private readonly reserveScript: RedisScript;
  private readonly giveBackScript: RedisScript;
  private readonly startBackoffScript: RedisScript;

  constructor(@Inject(REDIS) private readonly redis: Redis) {
    this.hitManyScript = defineRedisScript(redis, 'encoreRateLimitHitMany', HIT_MANY_LUA);
    this.reserveScript = defineRedisScript(redis, 'encoreRateLimitReserve', RESERVE_LUA);
    this.giveBackScript = defineRedisScript(redis, 'encoreRateLimitGiveBack', GIVE_BACK_LUA);
    this.startBackoffScript = defineRedisScript(
      redis,
      'encoreRateLimitStartBackoff',
      START_BACKOFF_LUA,
    );
  }

  /**
   * Checks every limit of `plan` and, when the attempt may go ahead, counts it in all of them —
   * atomically, before the guarded work runs (reservation.ts).
   */
  async reserve(plan: ReservationPlan): Promise<Reservation> {
    const encoded = encodePlan(plan, PREFIX);
    const reply = await this.reserveScript(encoded.keys, [encoded.plan, CHECK_ALLOWANCE_MS]);
    return decodeReservation(reply, encoded.keys, PREFIX);
  }

  /** The attempt that set these backoff locks was checked and failed: their waits start now. */
  async startBackoff(locks: readonly string[]): Promise<void> {
    if (locks.length > 0)
      await this.startBackoffScript(
        locks.map((key) => PREFIX + key),
        [],
      );
  }

  /** Takes back one attempt a reservation counted (the attempt succeeded or was not made). */
  async giveBack(...keys: string[]): Promise<void> {
    if (keys.length > 0)
      await this.giveBackScript(
        keys.map((key) => PREFIX + key),
        [],
      );
  }

  /** Counts one hit in a window of `windowSeconds` that starts with the first hit. */
  async hit(key: string, windowSeconds: number): Promise<WindowCount> {
    const counts = await this.hitMany(new Map([[key, 1]]), windowSeconds);
    return counts.get(key) ?? { count: 0, resetsInSeconds: 0 };
  }

  /** Counts hits of several keys in one round trip and one atomic script (callers that batch). */
  async hitMany(
    hits: ReadonlyMap<string, number>,
    windowSeconds: number,
  ): Promise<Map<string, WindowCount>> {
    const keys = [...hits.keys()];
    if (keys.length === 0) return new Map();
    const replies = await this.hitManyScript(
      keys.map((key) => PREFIX + key),
      [windowSeconds, ...hits.values()],
    );
    const counts = Array.isArray(replies) ? replies : [];
    return new Map(keys.map((key, i) => [key, toWindowCount(counts[i * 2], counts[i * 2 + 1])]));
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
