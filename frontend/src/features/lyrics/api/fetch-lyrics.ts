import {
  LYRICS_BASE_URL,
  LYRICS_NOT_IN_RESPONSE_MESSAGE,
  MISSING_ARTIST_OR_TITLE_MESSAGE,
  NO_LYRICS_MESSAGE,
} from '../config/lyrics-config';
import { hasArtistAndTitle, type LyricsTrackInput } from '../lib/lyrics-track';

/** The part of LRCLIB's `/api/get` reply the panel uses; blank lyrics read as null. */
export interface LyricsReply {
  syncedLyrics: string | null;
  plainLyrics: string | null;
}

export interface FetchLyricsParams {
  track: LyricsTrackInput;
  signal: AbortSignal;
  /** Defaults to LYRICS_BASE_URL. */
  baseUrl?: string;
}

/** The service has no lyrics for the track (404): "No lyrics found.". */
export class LyricsNotFoundError extends Error {
  constructor() {
    super(NO_LYRICS_MESSAGE);
    this.name = 'LyricsNotFoundError';
  }
}

/** The track has no artist or no title, or the reply holds no lyrics: nothing to retry. */
export class LyricsUnavailableError extends Error {
  constructor(
    message: typeof MISSING_ARTIST_OR_TITLE_MESSAGE | typeof LYRICS_NOT_IN_RESPONSE_MESSAGE,
  ) {
    super(message);
    this.name = 'LyricsUnavailableError';
  }
}

/** `/api/get`'s query (spec §7): duration in whole seconds, album only when known. */
export function lyricsQuery(track: LyricsTrackInput): URLSearchParams {
  const query = new URLSearchParams({
    artist_name: track.artistName.trim(),
    track_name: track.title.trim(),
  });
  const album = track.albumName?.trim();
  if (album) query.set('album_name', album);
  const { duration } = track;
  if (typeof duration === 'number' && Number.isFinite(duration) && duration > 0) {
    query.set('duration', String(Math.round(duration)));
  }
  return query;
}

const lyricsText = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * Spec §7: `GET {lyrics base}/api/get`. A plain fetch, never with our bearer token: the base may
 * be another origin (LRCLIB). Throws LyricsNotFoundError on 404, LyricsUnavailableError without
 * artist and title or when the reply has neither form of lyrics, and Error on any other failure.
 */
export async function fetchLyrics({
  track,
  signal,
  baseUrl = LYRICS_BASE_URL,
}: FetchLyricsParams): Promise<LyricsReply> {
  if (!hasArtistAndTitle(track)) {
    throw new LyricsUnavailableError(MISSING_ARTIST_OR_TITLE_MESSAGE);
  }
  const url = `${baseUrl.replace(/\/+$/, '')}/api/get?${lyricsQuery(track).toString()}`;
  const response = await fetch(url, {
    signal,
    credentials: 'omit',
    headers: { accept: 'application/json' },
  });
  if (response.status === 404) throw new LyricsNotFoundError();
  if (!response.ok) throw new Error(`Lyrics request failed: ${response.status}`);
  const body = (await response.json()) as Partial<Record<keyof LyricsReply, unknown>> | null;
  const reply = {
    syncedLyrics: lyricsText(body?.syncedLyrics),
    plainLyrics: lyricsText(body?.plainLyrics),
  };
  if (reply.syncedLyrics === null && reply.plainLyrics === null) {
    throw new LyricsUnavailableError(LYRICS_NOT_IN_RESPONSE_MESSAGE);
  }
  return reply;
}
