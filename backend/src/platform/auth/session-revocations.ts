import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../redis/index.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './token-lifetimes.js';

const key = (sessionId: string): string => `auth:revoked-session:${sessionId}`;

/**
 * Revoked sessions, checked on every authenticated request so a logged-out access token stops
 * working at once. An entry only has to outlive the longest-lived access token of that session.
 */
@Injectable()
export class SessionRevocations {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async revoke(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.multi();
    for (const id of sessionIds) pipeline.set(key(id), '1', 'EX', ACCESS_TOKEN_TTL_SECONDS + 60);
    await pipeline.exec();
  }

  async isRevoked(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(key(sessionId))) === 1;
  }

  /** Which of these sessions are revoked, in one round trip (for callers that batch requests). */
  async revokedAmong(sessionIds: readonly string[]): Promise<Set<string>> {
    if (sessionIds.length === 0) return new Set();
    const pipeline = this.redis.pipeline();
    for (const id of sessionIds) pipeline.exists(key(id));
    const results = await pipeline.exec();
    return new Set(sessionIds.filter((_, i) => results?.[i]?.[1] === 1));
  }
}
