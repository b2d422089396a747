/** LRCLIB's reply to `GET /api/get`, the shape our endpoint answers too. */
export interface LrclibLyrics {
  id: number;
  trackName: string;
  artistName: string;
  albumName: string;
  /** Seconds. */
  duration: number;
  instrumental: boolean;
  plainLyrics: string | null;
  /** LRC: `[mm:ss.xx] text` lines. */
  syncedLyrics: string | null;
}

/** Longer names or lyrics from an upstream are not lyrics: the reply is refused as malformed. */
const MAX_NAME_CHARS = 1_000;
const MAX_LYRICS_CHARS = 200_000;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isName = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_NAME_CHARS;
const isLyrics = (value: unknown): value is string | null | undefined =>
  value === null ||
  value === undefined ||
  (typeof value === 'string' && value.length <= MAX_LYRICS_CHARS);

/**
 * An upstream reply checked field by field and rebuilt from LRCLIB's fields only, or null when it
 * is not that shape. Never forward an upstream body as it came: it could carry anything. A null
 * album (not LRCLIB's, but harmless) reads as ''; missing lyrics read as null.
 */
export function parseLrclibLyrics(body: unknown): LrclibLyrics | null {
  if (!isObject(body)) return null;
  const { id, trackName, artistName, albumName, duration, instrumental } = body;
  const { plainLyrics, syncedLyrics } = body;
  const valid =
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    isName(trackName) &&
    isName(artistName) &&
    (albumName === null || isName(albumName)) &&
    typeof duration === 'number' &&
    Number.isFinite(duration) &&
    duration >= 0 &&
    typeof instrumental === 'boolean' &&
    isLyrics(plainLyrics) &&
    isLyrics(syncedLyrics);
  if (!valid) return null;
  return {
    id,
    trackName,
    artistName,
    albumName: albumName ?? '',
    duration,
    instrumental,
    plainLyrics: plainLyrics ?? null,
    syncedLyrics: syncedLyrics ?? null,
  };
}

/** What an upstream said about a query: lyrics, or that it has none (kept briefly in the cache). */
export type UpstreamAnswer = { found: true; lyrics: LrclibLyrics } | { found: false };
