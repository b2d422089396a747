import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import {
  type AlbumDetail,
  albumTracks,
  CHECKING,
  fetchAlbumAccess,
  fetchAlbumDetail,
  isPurchasable,
  NOT_OWNED,
  type Ownership,
  ownershipOf,
  tracksUnderOwnership,
} from '@/entities/album';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { isTrackLocked, type Track } from '@/entities/track';
import { logWarning } from '@/shared/lib/logger';
import { type AlbumAccess, albumAccessOf } from '@/widgets/album-view';
import { albumFailureMessage } from '../lib/album-failure';

export type AlbumPageStatus = 'loading' | 'loaded' | 'error';

/** The route's `albumIdentifier`: a UUID or a slug (the server tells them apart). */
export const albumPageOpened = createEvent<string>();
export const albumPageClosed = createEvent();
export const albumRetried = createEvent();

export const fetchAlbumFx = createEffect(fetchAlbumDetail);
/** GET /user/access/{albumId}: called for a Soundcheck album when user and token are present. */
export const checkAlbumAccessFx = createEffect(fetchAlbumAccess);
/** Spec §7: a non-OK access check is treated as no access and only logged. */
const logAccessCheckFailureFx = createEffect((error: unknown) => {
  logWarning('The album access check failed; the album counts as not owned.', error);
});

export const $identifier = createStore<string | null>(null);
export const $album = createStore<AlbumDetail | null>(null);
export const $status = createStore<AlbumPageStatus>('loading');
export const $errorMessage = createStore<string | null>(null);
/** The access check's state; null when the album needs none or there is nobody to ask for. */
export const $ownership = createStore<Ownership | null>(null);

/** The album's tracks by spec §7's rule (its own, in track order), as the access check sees them. */
export const $tracks = combine($album, $ownership, (album, ownership): Track[] =>
  album === null ? [] : tracksUnderOwnership(albumTracks(album), ownership),
);
export const $access = combine(
  $album,
  $tracks,
  $ownership,
  (album, tracks, ownership): AlbumAccess =>
    album === null ? 'loading' : albumAccessOf(album, tracks, ownership),
);
export const $playableTracks = $tracks.map((tracks) =>
  tracks.filter((track) => !isTrackLocked(track)),
);

$identifier.on(albumPageOpened, (_, identifier) => identifier);

const reloadRequested = sample({
  clock: albumRetried,
  source: $identifier,
  filter: (identifier): identifier is string => identifier !== null,
});
const loadRequested = merge([albumPageOpened, reloadRequested]);
sample({ clock: loadRequested, target: fetchAlbumFx });

// A slow answer for an album the listener already left is dropped.
const albumLoaded = sample({
  clock: fetchAlbumFx.done,
  source: $identifier,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => result,
});
const albumFailed = sample({
  clock: fetchAlbumFx.fail,
  source: $identifier,
  filter: (current, { params }) => current === params,
  fn: (_, { error }) => albumFailureMessage(error),
});

$album.on(loadRequested, () => null).on(albumLoaded, (_, album) => album);
$status
  .on(loadRequested, () => 'loading')
  .on(albumLoaded, () => 'loaded')
  .on(albumFailed, () => 'error');
$errorMessage.on(albumFailed, (_, message) => message).reset(loadRequested);

// Only Soundcheck albums need the check (spec §5), and only a signed-in caller can run it (§7).
const accessCheckStarted = sample({
  clock: albumLoaded,
  source: { user: $sessionUser, token: $sessionToken },
  filter: ({ user, token }, album) =>
    user !== null && token !== null && isPurchasable(album.access_type),
  fn: (_, album) => album.id,
});
sample({ clock: accessCheckStarted, target: checkAlbumAccessFx });
const isCurrentAlbum = (album: AlbumDetail | null, albumId: string) => album?.id === albumId;
$ownership
  .on(accessCheckStarted, () => CHECKING)
  .on(
    sample({
      clock: checkAlbumAccessFx.done,
      source: $album,
      filter: (album, { params }) => isCurrentAlbum(album, params),
      fn: (_, { result }) => ownershipOf(result),
    }),
    (_, ownership) => ownership,
  )
  .on(
    sample({
      clock: checkAlbumAccessFx.fail,
      source: $album,
      filter: (album, { params }) => isCurrentAlbum(album, params),
    }),
    () => NOT_OWNED,
  )
  .reset(loadRequested);
sample({ clock: checkAlbumAccessFx.failData, target: logAccessCheckFailureFx });

// Leaving the page forgets it, so the next visit loads afresh.
$identifier.reset(albumPageClosed);
$album.reset(albumPageClosed);
$status.reset(albumPageClosed);
$errorMessage.reset(albumPageClosed);
$ownership.reset(albumPageClosed);
