import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type Artist, artistIdentifierOf, identifiesArtist } from '@/entities/artist';
import { ApiError } from '@/shared/api';
import { isUuid } from '@/shared/lib/identifier';
import { fetchArtistById, fetchArtistBySlug, searchArtists } from '../api/artist-api';
import {
  ARTIST_NOT_FOUND,
  artistFailureMessage,
  isNotFound,
  pickSearchMatch,
} from '../lib/artist-lookup';

export type ArtistPageStatus = 'loading' | 'loaded' | 'error';

/** The route's `artistIdentifier`: a UUID, a slug, or a name-derived slug. */
export const artistPageOpened = createEvent<string>();
export const artistPageClosed = createEvent();
export const artistRetried = createEvent();

export const fetchArtistByIdFx = createEffect(fetchArtistById);
export const fetchArtistBySlugFx = createEffect(fetchArtistBySlug);
export const searchArtistsFx = createEffect(searchArtists);

/**
 * Spec §2 and §5: a UUID is looked up by id; anything else by slug (the server matches the slug or
 * the name-derived slug in any case). A slug nobody has falls back to a search: the result whose
 * slug matches, else the first result.
 */
export const resolveArtistFx = createEffect(async (identifier: string): Promise<Artist> => {
  if (isUuid(identifier)) return fetchArtistByIdFx(identifier);
  try {
    return await fetchArtistBySlugFx(identifier);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const match = pickSearchMatch(await searchArtistsFx(identifier), identifier);
  if (match === null) throw new ApiError(404, 'Not Found', ARTIST_NOT_FOUND, null);
  return fetchArtistByIdFx(match.id);
});

/** The identifier the page was opened with (the route's, until it is replaced). */
export const $identifier = createStore<string | null>(null);
export const $artist = createStore<Artist | null>(null);
export const $status = createStore<ArtistPageStatus>('loading');
export const $errorMessage = createStore<string | null>(null);

/**
 * Where the route should point instead, keeping its hash: `/artist/{slug}` for a UUID (spec §2),
 * and the canonical slug for a search fallback or a different letter case. Null when it is right.
 */
export const $routeReplacement = combine($identifier, $artist, (identifier, artist) => {
  if (identifier === null || artist === null) return null;
  const canonical = artistIdentifierOf(artist);
  return canonical === identifier ? null : canonical;
});

$identifier.on(artistPageOpened, (_, identifier) => identifier);

// Opening the route the page itself just replaced needs no second lookup.
const lookupRequested = sample({
  clock: artistPageOpened,
  source: $artist,
  filter: (artist, identifier) => artist === null || !identifiesArtist(identifier, artist),
  fn: (_, identifier) => identifier,
});
const retryRequested = sample({
  clock: artistRetried,
  source: $identifier,
  filter: (identifier) => identifier !== null,
  fn: (identifier) => identifier ?? '',
});
sample({ clock: [lookupRequested, retryRequested], target: resolveArtistFx });

// A slow answer for an artist the listener already left is dropped.
export const artistResolved = sample({
  clock: resolveArtistFx.done,
  source: $identifier,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => result,
});
const artistFailed = sample({
  clock: resolveArtistFx.fail,
  source: $identifier,
  filter: (current, { params }) => current === params,
  fn: (_, { error }) => artistFailureMessage(error),
});

$artist.on(lookupRequested, () => null).on(artistResolved, (_, artist) => artist);
$status
  .on([lookupRequested, retryRequested], () => 'loading')
  .on(artistResolved, () => 'loaded')
  .on(artistFailed, () => 'error');
$errorMessage
  .on(artistFailed, (_, message) => message)
  .reset([lookupRequested, retryRequested, artistResolved]);

// Leaving the page forgets it, so the next visit loads afresh.
$identifier.reset(artistPageClosed);
$artist.reset(artistPageClosed);
$status.reset(artistPageClosed);
$errorMessage.reset(artistPageClosed);
