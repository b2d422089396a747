import { syncedLyricsProblem } from '@encore/shared-rules';
import { LYRICS_MAX_CHARACTERS } from '../config/limits';
import { lengthProblem } from '@/shared/lib/format';

/** Why the plain lyrics cannot be saved, or null. */
export function plainLyricsProblem(text: string): string | null {
  return lengthProblem(text, 'The lyrics', LYRICS_MAX_CHARACTERS);
}

/**
 * Why the synced lyrics cannot be saved, or null (empty means none): too long, or not LRC by
 * the rule the server applies (`syncedLyricsProblem`: every line starts with its time).
 */
export function syncedLyricsInputProblem(text: string): string | null {
  if (text.trim() === '') return null;
  return (
    lengthProblem(text, 'The synced lyrics', LYRICS_MAX_CHARACTERS) ?? syncedLyricsProblem(text)
  );
}

/** Whether lyrics (from a file's tags) are LRC the studio takes as synced lyrics. */
export const isSyncedLyrics = (text: string): boolean =>
  text.trim() !== '' && syncedLyricsProblem(text) === null;
