import { normaliseIsrc } from '@encore/shared-rules';

import type { FileTags } from './track-master.js';

/**
 * The tags a master carries, offered to the studio as defaults (docs/adr/0042). Tags are
 * whatever the artist's software wrote — a 5,000-character title, control characters, a
 * thousand artists — so every string is cleaned, trimmed and capped here, before anything else
 * (the database, a log line, ffmpeg's arguments, the studio) ever sees it.
 */
export const TAG_LIMITS = {
  /** tracks.title and albums.title hold 300 characters. */
  title: 300,
  album: 300,
  artist: 200,
  artists: 10,
  genre: 100,
  lyrics: 20_000,
} as const;

/** What a tag reader found, before cleaning (music-metadata's `common` fields, flattened). */
export interface RawTags {
  title?: string | undefined;
  trackNumber?: number | null | undefined;
  discNumber?: number | null | undefined;
  isrc?: readonly string[] | undefined;
  year?: number | undefined;
  artists?: readonly string[] | undefined;
  artist?: string | undefined;
  album?: string | undefined;
  albumArtist?: string | undefined;
  genre?: readonly string[] | undefined;
  lyrics?: readonly string[] | undefined;
  hasArtwork: boolean;
}

// Control characters (C0 and C1, incl. NUL) and Unicode line/paragraph separators.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/g;

/** The first `max` characters (code points: never half a surrogate pair), trimmed again. */
const cap = (text: string, max: number): string => {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, max).join('').trimEnd();
};

/** One line: control characters and runs of white space become one space. */
export function cleanLine(text: string | undefined, max: number): string | undefined {
  if (typeof text !== 'string') return undefined;
  const line = text.normalize('NFC').replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  const capped = cap(line, max);
  return capped === '' ? undefined : capped;
}

/** Several lines (lyrics): line breaks kept (as \n), other control characters dropped. */
function cleanText(text: string | undefined, max: number): string | undefined {
  if (typeof text !== 'string') return undefined;
  const lines = text
    .normalize('NFC')
    .replace(/\r\n?/g, '\n')
    .replace(CONTROL, '')
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/g, ' ').trimEnd());
  const capped = cap(lines.join('\n').trim(), max);
  return capped === '' ? undefined : capped;
}

const wholeIn = (value: number | null | undefined, min: number, max: number): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
    ? value
    : undefined;

/** Distinct cleaned names, at most `TAG_LIMITS.artists`. */
function cleanNames(names: readonly (string | undefined)[]): string[] | undefined {
  const seen = new Map<string, string>();
  for (const name of names) {
    const clean = cleanLine(name, TAG_LIMITS.artist);
    if (clean !== undefined && !seen.has(clean.toLowerCase())) seen.set(clean.toLowerCase(), clean);
    if (seen.size === TAG_LIMITS.artists) break;
  }
  return seen.size === 0 ? undefined : [...seen.values()];
}

/** The tags as the studio may offer them; fields that are missing or nonsense are left out. */
export function cleanTags(raw: RawTags): FileTags {
  const tags: { [K in keyof FileTags]-?: FileTags[K] | undefined } = {
    title: cleanLine(raw.title, TAG_LIMITS.title),
    trackNumber: wholeIn(raw.trackNumber, 1, 999),
    discNumber: wholeIn(raw.discNumber, 1, 99),
    isrc: (raw.isrc ?? [])
      .map((code) => normaliseIsrc(code.slice(0, 64)))
      .find((code): code is string => code !== null),
    year: wholeIn(raw.year, 1000, 2999),
    artists: cleanNames([...(raw.artists ?? []).slice(0, 100), raw.artist]),
    album: cleanLine(raw.album, TAG_LIMITS.album),
    albumArtist: cleanLine(raw.albumArtist, TAG_LIMITS.artist),
    genre: cleanLine(raw.genre?.[0], TAG_LIMITS.genre),
    lyrics: cleanText(
      raw.lyrics?.find((text) => text.trim() !== ''),
      TAG_LIMITS.lyrics,
    ),
    hasArtwork: raw.hasArtwork,
  };
  // Absent rather than undefined: the tags are stored as JSON and offered as they are.
  return Object.fromEntries(Object.entries(tags).filter(([, value]) => value !== undefined));
}
