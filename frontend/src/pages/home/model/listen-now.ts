import { createEffect, createEvent, createStore, sample } from 'effector';
import type { Track } from '@/entities/track';
import { playRequested } from '@/features/play-track';
import { fetchFreshTracks } from '../api/fetch-fresh-tracks';

export type ShelfStatus = 'loading' | 'ready' | 'failed';

export const homeOpened = createEvent();
/** A card's play button: play the shelf from that track, by the current session's rules. */
export const shelfTrackPlayed = createEvent<string>();

export const fetchFreshTracksFx = createEffect(fetchFreshTracks);

/** Kept between visits: coming back shows the last shelf while it refreshes. */
export const $freshTracks = createStore<Track[]>([]);
/** A failure hides the shelf (a refresh that fails keeps the last one): the page works without it. */
export const $shelfStatus = createStore<ShelfStatus>('loading');

sample({ clock: homeOpened, target: fetchFreshTracksFx });

$freshTracks.on(fetchFreshTracksFx.doneData, (_, tracks) => tracks);
$shelfStatus
  .on(fetchFreshTracksFx.done, () => 'ready')
  .on(fetchFreshTracksFx.fail, (status) => (status === 'ready' ? status : 'failed'));

sample({
  clock: shelfTrackPlayed,
  source: $freshTracks,
  filter: (tracks, id) => tracks.some((track) => track.id === id),
  fn: (tracks, id) => ({ tracks, startIndex: tracks.findIndex((track) => track.id === id) }),
  target: playRequested,
});
