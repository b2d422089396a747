import { Injectable, Logger } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import {
  type LrclibLyrics,
  parseLrclibLyrics,
  type UpstreamAnswer,
} from '../domain/lrclib-lyrics.js';
import type { LyricsLookup } from '../domain/lyrics-lookup.js';
import { LyricsErrors } from '../lyrics.errors.js';

/** A slow upstream must not hold the player's lyrics panel (or our connections) for long. */
export const UPSTREAM_TIMEOUT_MS = 3000;
/** No lyrics reply is this big; a bigger one is refused rather than parsed. */
const MAX_REPLY_CHARS = 1_000_000;

/** `/api/get`'s query for an upstream: the names as the client gave them, whole seconds. */
export function upstreamQuery(lookup: LyricsLookup): URLSearchParams {
  const query = new URLSearchParams({
    artist_name: lookup.artist.text,
    track_name: lookup.track.text,
  });
  if (lookup.album !== null) query.set('album_name', lookup.album.text);
  if (lookup.durationS !== null) query.set('duration', String(Math.round(lookup.durationS)));
  return query;
}

/**
 * An LRCLIB-compatible service (`LYRICS_UPSTREAM_URL`, e.g. https://lrclib.net). 404 and 400
 * (it cannot match what we asked) mean "no lyrics"; anything else, a timeout or a reply that is
 * not LRCLIB's shape is LYRICS.UPSTREAM_UNAVAILABLE.
 */
@Injectable()
export class LrclibClient {
  private readonly logger = new Logger(LrclibClient.name);
  private readonly base: string | null;
  private readonly userAgent: string;

  constructor(config: AppConfig) {
    this.base = config.env.LYRICS_UPSTREAM_URL?.replace(/\/+$/, '') ?? null;
    // LRCLIB asks clients to name themselves and where they live.
    this.userAgent = `Encore/1.0 lyrics (+${config.env.PUBLIC_URL})`;
  }

  get enabled(): boolean {
    return this.base !== null;
  }

  async get(lookup: LyricsLookup): Promise<UpstreamAnswer> {
    if (this.base === null) return { found: false };
    const url = `${this.base}/api/get?${upstreamQuery(lookup).toString()}`;
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json', 'user-agent': this.userAgent },
        signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
        redirect: 'error',
      });
      if (response.status !== 200) {
        await response.body?.cancel();
        if (response.status === 404 || response.status === 400) return { found: false };
        throw new Error(`upstream answered ${response.status}`);
      }
      return { found: true, lyrics: await this.readLyrics(response) };
    } catch (error) {
      this.logger.warn({ err: error }, 'lyrics upstream failed');
      throw LyricsErrors.UPSTREAM_UNAVAILABLE();
    }
  }

  private async readLyrics(response: Response): Promise<LrclibLyrics> {
    const text = await response.text();
    if (text.length > MAX_REPLY_CHARS) throw new Error('upstream reply too large');
    const lyrics = parseLrclibLyrics(JSON.parse(text));
    if (lyrics === null) throw new Error('upstream reply is not LRCLIB-shaped');
    return lyrics;
  }
}
