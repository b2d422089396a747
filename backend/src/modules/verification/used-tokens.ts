import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../platform/redis/index.js';

/** Under the deployment's namespace (the client adds REDIS_KEY_PREFIX): `<prefix>:verification:used:<sha-256>`. */
const PREFIX = 'verification:used:';

/**
 * Verification tokens already redeemed, shared by every API process. A key lives as long as its
 * token could still pass, so the set never needs cleaning.
 */
@Injectable()
export class UsedTokens {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /**
   * Claims a token: true for the first claim within `holdForS` seconds, false for every other.
   * One atomic `SET NX EX`, so of concurrent claims exactly one wins.
   */
  async claim(replayKey: string, holdForS: number): Promise<boolean> {
    const seconds = Math.max(1, Math.ceil(holdForS));
    return (await this.redis.set(PREFIX + replayKey, '1', 'EX', seconds, 'NX')) === 'OK';
  }
}
