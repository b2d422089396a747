import { combine, createEffect, createEvent, createStore, merge, sample } from 'effector';
import type { AlbumDetail } from '@/entities/album';
import { isTrackLocked, type Track } from '@/entities/track';
import { fetchAlbum } from '../api/album-api';
import { type AlbumAccess, albumAccessOf } from '../lib/album-access';
import { albumFailureMessage } from '../lib/album-failure';
import { albumTracks } from '../lib/album-tracks';

export type AlbumPageStatus = 'loading' | 'loaded' | 'error';

/** The route's `albumIdentifier`: a UUID or a slug (the server tells them apart). */
export const albumPageOpened = createEvent<string>();
export const albumPageClosed = createEvent();
export const albumRetried = createEvent();

export const fetchAlbumFx = createEffect(fetchAlbum);

export const $identifier = createStore<string | null>(null);
export const $album = createStore<AlbumDetail | null>(null);
export const $status = createStore<AlbumPageStatus>('loading');
export const $errorMessage = createStore<string | null>(null);

/** The album's tracks by spec §7's rule (its own, in track order). */
export const $tracks = $album.map((album): Track[] => (album === null ? [] : albumTracks(album)));
export const $access = combine($album, $tracks, (album, tracks): AlbumAccess =>
  album === null ? 'loading' : albumAccessOf(album, tracks),
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

// Leaving the page forgets it, so the next visit loads afresh.
$identifier.reset(albumPageClosed);
$album.reset(albumPageClosed);
$status.reset(albumPageClosed);
$errorMessage.reset(albumPageClosed);
