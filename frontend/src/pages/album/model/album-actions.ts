import { createEffect, createEvent, sample } from 'effector';
import type { Track } from '@/entities/track';
import { playAllRequested, playRequested } from '@/features/play-track';
import { toastShown } from '@/shared/lib/toast';
import { shareLink } from '../lib/share-link';
import { $access, $album, $playableTracks, $tracks } from './album-page';

/** What the player should play: these tracks, starting at `startIndex`. */
export interface PlayRequest {
  tracks: Track[];
  startIndex: number;
}

export const albumTrackClicked = createEvent<string>();
/** "Play all" (in order) or "Shuffle" the album (docs/adr/0022). */
export const playAllClicked = createEvent<{ shuffle: boolean }>();
export const shareClicked = createEvent();
/** The album's playable tracks from the one chosen, for the player (docs/adr/0015). */
export const albumPlayRequested = createEvent<PlayRequest>();

/** Shares this page's address (without its hash) under `title`. */
export const shareAlbumFx = createEffect((title: string) =>
  shareLink({ title, url: window.location.href.split('#')[0] ?? window.location.href }),
);

sample({
  clock: shareClicked,
  source: $album,
  filter: Boolean,
  fn: (album) => `${album.title} by ${album.artist_name}`,
  target: shareAlbumFx,
});
sample({
  clock: shareAlbumFx.doneData,
  filter: (outcome) => outcome === 'copied',
  fn: () => ({ kind: 'success' as const, text: 'Link copied to clipboard!' }),
  target: toastShown,
});
sample({
  clock: shareAlbumFx.fail,
  fn: () => ({ kind: 'error' as const, text: 'Could not share or copy the link.' }),
  target: toastShown,
});

const trackChosen = sample({
  clock: albumTrackClicked,
  source: { access: $access, tracks: $tracks },
  fn: ({ access, tracks }, id) => ({
    access,
    track: tracks.find((track) => track.id === id) ?? null,
  }),
});
// Without access nothing is queued (spec §8 "Access required to add tracks to playlist").
sample({
  clock: trackChosen,
  filter: ({ access, track }) => track !== null && access === 'denied',
  fn: () => ({ kind: 'warning' as const, text: 'Access required to add tracks to playlist' }),
  target: toastShown,
});
sample({
  clock: trackChosen,
  source: $playableTracks,
  filter: (playable, { access, track }) =>
    access === 'granted' && track !== null && playable.includes(track),
  fn: (playable, { track }): PlayRequest => ({
    tracks: playable,
    startIndex: track === null ? 0 : playable.indexOf(track),
  }),
  target: albumPlayRequested,
});

sample({
  clock: albumPlayRequested,
  source: $album,
  fn: (album, request) => ({ ...request, artistProfileImage: album?.artist.image_url ?? null }),
  target: playRequested,
});

// The playback rules pick what this listener may hear (locked tracks are skipped); without
// access nothing is queued, as for a row.
sample({
  clock: playAllClicked,
  source: { access: $access, tracks: $tracks, album: $album },
  filter: ({ access, tracks }) => access === 'granted' && tracks.length > 0,
  fn: ({ tracks, album }, { shuffle }) => ({
    tracks,
    shuffle,
    artistProfileImage: album?.artist.image_url ?? null,
  }),
  target: playAllRequested,
});
