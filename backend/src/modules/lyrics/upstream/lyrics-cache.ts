import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../../platform/redis/index.js';
import { parseLrclibLyrics, type UpstreamAnswer } from '../domain/lrclib-lyrics.js';

/** Lyrics rarely change once published; a miss may be filled upstream, so it is kept briefly. */
export const FOUND_TTL_S = 7 * 24 * 60 * 60;
export const MISSING_TTL_S = 60 * 60;

/**
 * Upstream answers in Redis, shared by every API process. The cache only saves calls: when Redis
 * fails, the upstream is asked as if nothing were cached.
 */
@Injectable()
export class LyricsCache {
  private readonly logger = new Logger(LyricsCache.name);

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async get(key: string): Promise<UpstreamAnswer | null> {
    try {
      const stored = await this.redis.get(key);
      return stored === null ? null : fromStored(stored);
    } catch (error) {
      this.logger.warn({ err: error }, 'lyrics cache read failed');
      return null;
    }
  }

  async set(key: string, answer: UpstreamAnswer): Promise<void> {
    const ttl = answer.found ? FOUND_TTL_S : MISSING_TTL_S;
    try {
      await this.redis.set(key, JSON.stringify(answer), 'EX', ttl);
    } catch (error) {
      this.logger.warn({ err: error }, 'lyrics cache write failed');
    }
  }
}

/** A stored answer, checked like an upstream reply (null when unreadable: asked again). */
function fromStored(stored: string): UpstreamAnswer | null {
  const value = JSON.parse(stored) as { found?: unknown; lyrics?: unknown };
  if (value.found === false) return { found: false };
  const lyrics = parseLrclibLyrics(value.lyrics);
  return value.found === true && lyrics !== null ? { found: true, lyrics } : null;
}
