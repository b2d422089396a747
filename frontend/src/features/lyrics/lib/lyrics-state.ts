import { type LyricLine, parseLrc, stripLrcTags } from '@/entities/lyric';
import type { LyricsReply } from '../api/fetch-lyrics';
import { LYRICS_NOT_IN_RESPONSE_MESSAGE } from '../config/lyrics-config';

/**
 * Spec §4, the lyrics states:
 * - loading: asked, no answer yet;
 * - synced: timed lines (the current one highlighted);
 * - plain: untimed text;
 * - fallback: synced lyrics whose timing could not be read (no line parsed) and no plain text:
 *   their words, tags stripped, shown as plain text so the listener still gets the words;
 * - none: nothing to show, with the reason ("No lyrics found.", "Lyrics not found in response",
 *   "Missing artist or title").
 */
export type LyricsState =
  | { status: 'loading' }
  | { status: 'synced'; lines: LyricLine[] }
  | { status: 'plain'; text: string }
  | { status: 'fallback'; text: string }
  | { status: 'none'; message: string };

export type LyricsStatus = LyricsState['status'];

/** The state a reply shows: synced when its timing parses, else plain, else the fallback. */
export function lyricsStateOf(reply: LyricsReply): Exclude<LyricsState, { status: 'loading' }> {
  const lines = reply.syncedLyrics === null ? [] : parseLrc(reply.syncedLyrics);
  if (lines.some((line) => line.text !== '')) return { status: 'synced', lines };
  if (reply.plainLyrics !== null) return { status: 'plain', text: reply.plainLyrics.trim() };
  const words = reply.syncedLyrics === null ? '' : stripLrcTags(reply.syncedLyrics);
  return words === ''
    ? { status: 'none', message: LYRICS_NOT_IN_RESPONSE_MESSAGE }
    : { status: 'fallback', text: words };
}
