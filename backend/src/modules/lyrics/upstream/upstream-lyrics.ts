import { Injectable } from '@nestjs/common';

import type { UpstreamAnswer } from '../domain/lrclib-lyrics.js';
import { type LyricsLookup, upstreamCacheKey } from '../domain/lyrics-lookup.js';
import { LrclibClient } from './lrclib-client.js';
import { LyricsCache } from './lyrics-cache.js';

/**
 * The upstream behind the cache: each query is asked once per cache lifetime, and concurrent
 * misses for the same query in this process share one call. Failures are not cached.
 */
@Injectable()
export class UpstreamLyrics {
  private readonly inFlight = new Map<string, Promise<UpstreamAnswer>>();

  constructor(
    private readonly client: LrclibClient,
    private readonly cache: LyricsCache,
  ) {}

  get enabled(): boolean {
    return this.client.enabled;
  }

  find(lookup: LyricsLookup): Promise<UpstreamAnswer> {
    const key = upstreamCacheKey(lookup);
    const pending = this.inFlight.get(key);
    if (pending) return pending;
    const answer = this.fetch(key, lookup).finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, answer);
    return answer;
  }

  private async fetch(key: string, lookup: LyricsLookup): Promise<UpstreamAnswer> {
    const cached = await this.cache.get(key);
    if (cached) return cached;
    const answer = await this.client.get(lookup);
    await this.cache.set(key, answer);
    return answer;
  }
}
