import { createHash } from 'node:crypto';

import { searchText } from '../../catalogue/index.js';

/** LRCLIB matches a given duration within ±2 s; so do we. */
export const DURATION_TOLERANCE_S = 2;

/** `/api/get`'s query as received: every part optional until checked. */
export interface LyricsQuery {
  artist_name?: string | undefined;
  track_name?: string | undefined;
  album_name?: string | undefined;
  /** Seconds, may be fractional. */
  duration?: number | undefined;
}

/**
 * A name as the look-up compares it: its search key (the twin of SQL `encore_search_key()`, so
 * case, accents, punctuation and spacing never matter: "Céline Vasseur" → 'celinevaseur'), and
 * the trimmed text for names with no Latin letter or digit, whose key is ''.
 */
export interface NameMatch {
  key: string;
  text: string;
}

export interface LyricsLookup {
  artist: NameMatch;
  track: NameMatch;
  album: NameMatch | null;
  durationS: number | null;
}

export type RequiredParam = 'artist_name' | 'track_name';

export type LookupOrMissing =
  { ok: true; lookup: LyricsLookup } | { ok: false; missing: RequiredParam[] };

export const nameMatch = (text: string): NameMatch => ({
  key: searchText(text).replaceAll(' ', ''),
  text: text.trim(),
});

const given = (value: string | undefined): value is string =>
  value !== undefined && value.trim() !== '';

/** The look-up a query asks for, or the required parameters it lacks (blank counts as absent). */
export function toLookup(query: LyricsQuery): LookupOrMissing {
  const { artist_name: artist, track_name: track, album_name: album, duration } = query;
  if (!given(artist) || !given(track)) {
    const missing: RequiredParam[] = [];
    if (!given(artist)) missing.push('artist_name');
    if (!given(track)) missing.push('track_name');
    return { ok: false, missing };
  }
  return {
    ok: true,
    lookup: {
      artist: nameMatch(artist),
      track: nameMatch(track),
      album: given(album) ? nameMatch(album) : null,
      durationS: duration ?? null,
    },
  };
}

/** One name in a cache key: the key, or the lower-cased text when there is no key ('~' never occurs in keys). */
const identity = (name: NameMatch | null): string =>
  name === null ? '' : name.key || `~${name.text.normalize('NFKC').toLowerCase()}`;

/** The cache key of an upstream answer: equal for queries that differ only in case, accents or punctuation. */
export function upstreamCacheKey(lookup: LyricsLookup): string {
  const parts = [lookup.artist, lookup.track, lookup.album].map(identity);
  const duration = lookup.durationS === null ? '' : String(Math.round(lookup.durationS));
  const digest = createHash('sha256')
    .update(JSON.stringify([...parts, duration]))
    .digest('base64url');
  return `lyrics:upstream:v1:${digest}`;
}

/**
 * LRCLIB's `id` is an integer; ours are UUIDs. A track answers a stable 48-bit integer derived
 * from its UUID (a hash: seeded UUIDs may share prefixes), well inside JSON's safe integers.
 * It identifies nothing we can look up: see docs/adr/0014-lyrics.md.
 */
export function lrclibId(uuid: string): number {
  return Number.parseInt(createHash('sha256').update(uuid).digest('hex').slice(0, 12), 16);
}
