import { Injectable } from '@nestjs/common';

import type { LrclibLyrics } from './domain/lrclib-lyrics.js';
import { lrclibId, type LyricsQuery, toLookup } from './domain/lyrics-lookup.js';
import { LyricsErrors } from './lyrics.errors.js';
import { type CatalogueLyricsRow, LyricsRepository } from './lyrics.repository.js';
import { UpstreamLyrics } from './upstream/upstream-lyrics.js';

const fromCatalogue = (row: CatalogueLyricsRow): LrclibLyrics => ({
  id: lrclibId(row.id),
  trackName: row.track_name,
  artistName: row.artist_name,
  albumName: row.album_name,
  duration: row.duration,
  // Only tracks with lyrics are answered.
  instrumental: false,
  plainLyrics: row.plain_lyrics,
  syncedLyrics: row.synced_lyrics,
});

/** A found answer and where it came from (the catalogue's may be taken down: ADR 0044). */
export interface FoundLyrics {
  lyrics: LrclibLyrics;
  source: 'catalogue' | 'upstream';
}

/** LRCLIB's `/api/get` over the catalogue's lyrics, then (when configured) an upstream's. */
@Injectable()
export class LyricsService {
  constructor(
    private readonly catalogue: LyricsRepository,
    private readonly upstream: UpstreamLyrics,
  ) {}

  async get(query: LyricsQuery): Promise<FoundLyrics> {
    const checked = toLookup(query);
    if (!checked.ok) {
      const names = checked.missing.join(' and ');
      throw LyricsErrors.MISSING_ARTIST_OR_TITLE(
        `Missing artist or title: ${names} ${checked.missing.length > 1 ? 'are' : 'is'} required.`,
        checked.missing.map((field) => ({ field, messages: [`${field} is required`] })),
      );
    }
    const row = await this.catalogue.find(checked.lookup);
    if (row) return { lyrics: fromCatalogue(row), source: 'catalogue' };
    if (this.upstream.enabled) {
      const answer = await this.upstream.find(checked.lookup);
      if (answer.found) return { lyrics: answer.lyrics, source: 'upstream' };
    }
    throw LyricsErrors.TRACK_NOT_FOUND();
  }
}
