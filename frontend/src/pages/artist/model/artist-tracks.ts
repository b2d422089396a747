import { createEffect, createEvent, createStore, sample } from 'effector';
import { isTrackLocked, type Track } from '@/entities/track';
import { playAllRequested, playRequested } from '@/features/play-track';
import { fetchArtistTracks } from '../api/artist-api';
import { $artist, artistPageClosed, artistResolved } from './artist-page';

export type TracksStatus = 'loading' | 'ready' | 'failed';

/** What the player should play: these tracks, starting at `startIndex`. */
export interface PlayRequest {
  tracks: Track[];
  startIndex: number;
}

/** "Play all" (in order) or "Shuffle" the artist's tracks (docs/adr/0022). */
export const playAllClicked = createEvent<{ shuffle: boolean }>();
export const artistTrackClicked = createEvent<string>();
export const lockedTrackDismissed = createEvent();
/** The artist's playable tracks, for the player (with the artist's photo; docs/adr/0015). */
export const artistPlayRequested = createEvent<PlayRequest>();

export const fetchArtistTracksFx = createEffect(fetchArtistTracks);

export const $tracks = createStore<Track[]>([]);
export const $tracksStatus = createStore<TracksStatus>('loading');
/** Logged-in listeners play every track that is not locked (spec §5). */
export const $playableTracks = $tracks.map((tracks) =>
  tracks.filter((track) => !isTrackLocked(track)),
);
/** A locked track the listener tried to play: the SoundCheck dialog is open while set. */
export const $lockedTrack = createStore<Track | null>(null);

sample({ clock: artistResolved, fn: (artist) => artist.id, target: fetchArtistTracksFx });

const tracksLoaded = sample({
  clock: fetchArtistTracksFx.done,
  source: $artist,
  filter: (artist, { params }) => artist?.id === params,
  fn: (_, { result }) => result,
});
const tracksFailed = sample({
  clock: fetchArtistTracksFx.fail,
  source: $artist,
  filter: (artist, { params }) => artist?.id === params,
});

$tracks.on(tracksLoaded, (_, tracks) => tracks).reset(fetchArtistTracksFx);
$tracksStatus
  .on(fetchArtistTracksFx, () => 'loading')
  .on(tracksLoaded, () => 'ready')
  .on(tracksFailed, () => 'failed');

// The playback rules pick what this listener may hear (locked tracks are skipped).
sample({
  clock: playAllClicked,
  source: { tracks: $tracks, artist: $artist },
  filter: ({ tracks }) => tracks.length > 0,
  fn: ({ tracks, artist }, { shuffle }) => ({
    tracks,
    shuffle,
    artistProfileImage: artist?.image_url ?? null,
  }),
  target: playAllRequested,
});

const trackChosen = sample({
  clock: artistTrackClicked,
  source: $tracks,
  fn: (tracks, id) => tracks.find((track) => track.id === id) ?? null,
});
$lockedTrack
  .on(trackChosen, (current, track) => (track !== null && isTrackLocked(track) ? track : current))
  .reset(lockedTrackDismissed);
sample({
  clock: trackChosen,
  source: $playableTracks,
  filter: (playable, track) => track !== null && playable.includes(track),
  fn: (playable, track): PlayRequest => ({
    tracks: playable,
    startIndex: track === null ? 0 : playable.indexOf(track),
  }),
  target: artistPlayRequested,
});

sample({
  clock: artistPlayRequested,
  source: $artist,
  fn: (artist, request) => ({ ...request, artistProfileImage: artist?.image_url ?? null }),
  target: playRequested,
});

// Leaving the page forgets it, so the next visit loads afresh.
$tracks.reset(artistPageClosed);
$tracksStatus.reset(artistPageClosed);
$lockedTrack.reset(artistPageClosed);
