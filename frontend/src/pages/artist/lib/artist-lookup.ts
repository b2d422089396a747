import { type ArtistSummary, identifiesArtist } from '@/entities/artist';
import { ApiError } from '@/shared/api';

export const ARTIST_NOT_FOUND = 'Artist not found';
export const ARTIST_LOAD_FAILED = 'Failed to load artist information';

/**
 * Nobody answers to this identifier: a 404, or a 400 for an identifier the server cannot read as
 * a slug (e.g. one with spaces), which no artist can have either.
 */
export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** The spec's two artist errors (§8): not found, or anything else. */
export const artistFailureMessage = (error: unknown): string =>
  isNotFound(error) ? ARTIST_NOT_FOUND : ARTIST_LOAD_FAILED;

/**
 * Spec §5: of the search results, the one whose slug or name-derived slug matches (any case);
 * the first result is the fallback. Null when there are no results.
 */
export function pickSearchMatch(
  results: readonly ArtistSummary[],
  identifier: string,
): ArtistSummary | null {
  return results.find((artist) => identifiesArtist(identifier, artist)) ?? results[0] ?? null;
}
