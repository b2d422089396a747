import { combine, createEvent, createStore, sample } from 'effector';
import { DEFAULT_VOLUME, PROGRESS_MIN_STEP_SECONDS, VOLUME_STEP } from '@/shared/config';
import { normaliseDurationSeconds } from '@/entities/track/@x/player';
import { clampVolume, nextIndex, previousIndex, shuffleAround } from '../lib/playlist';
import { fallbackDuration, type PlayerTrack } from './player-track';

/** Play `track` from `playlist` (spec §4 "Play a track"): the playlist is set, progress 0, playing. */
export interface PlayTrackPayload {
  track: PlayerTrack;
  playlist: PlayerTrack[];
  /** Turns shuffle on or off with this start ("Play all" / "Shuffle"); unset keeps it as it is. */
  shuffle?: boolean;
}

export const trackPlayed = createEvent<PlayTrackPayload>();
export const played = createEvent();
export const paused = createEvent();
/** Not playing, progress 0 (spec §4). */
export const stopped = createEvent();
/** The engine's position; ignored unless it moved by at least 0.25 s (spec §9). */
export const progressUpdated = createEvent<number>();
/** The engine's duration once the audio is known; values over 3600 are milliseconds. */
export const durationUpdated = createEvent<number>();
/**
 * The signed address of a track arrived (ignored unless that track is still current), with its
 * AAC rendition's for a gapless engine when it has one and a member listens (docs/adr/0049).
 */
export const audioUrlResolved = createEvent<{
  trackId: string;
  url: string;
  gaplessUrl?: string | null;
}>();
export const nextPressed = createEvent();
export const previousPressed = createEvent();
export const loopToggled = createEvent();
export const shuffleToggled = createEvent();
/** The listener moved the seek bar (or a lyric line, a hardware key…): seconds from the start. */
export const seekRequested = createEvent<number>();
export const volumeChanged = createEvent<number>();
export const muteToggled = createEvent();
/** The engine reached the end of the current track. */
export const trackEnded = createEvent();
/**
 * The engine's stream stopped delivering data (or its address expired) at `position` seconds: the
 * URL resolver fetches a fresh signed address (`audioUrlResolved`) and the engine resumes there.
 */
export const streamStalled = createEvent<{ trackId: string; position: number }>();

export const $playlist = createStore<PlayerTrack[]>([]);
export const $originalPlaylist = createStore<PlayerTrack[]>([]);
export const $currentIndex = createStore(-1);
export const $isPlaying = createStore(false);
export const $isLooping = createStore(false);
export const $isShuffling = createStore(false);
export const $progress = createStore(0);
export const $duration = createStore(0);
export const $volume = createStore(DEFAULT_VOLUME);
export const $muted = createStore(false);
/** Signed addresses by track id: the current one, and the next one once it was resolved ahead. */
export const $audioUrls = createStore<Record<string, string>>({});
/** The AAC renditions' signed addresses, beside `$audioUrls`, for the tracks that have one. */
export const $gaplessUrls = createStore<Record<string, string>>({});

export const $currentTrack = combine(
  $playlist,
  $currentIndex,
  $audioUrls,
  (playlist, index, urls): PlayerTrack | null => {
    const track = playlist[index];
    return track === undefined ? null : { ...track, audioUrl: urls[track.id] ?? null };
  },
);
export const $hasTrack = $currentIndex.map((index) => index >= 0);

/**
 * A track must be (re)loaded from the start: a new track was played, next/previous moved, or a
 * track ended and the next one begins. Fired even when the same track starts again, so the audio
 * engine and the URL resolver react to every start, not only to changes of id.
 */
export const trackStarted = createEvent<PlayerTrack>();

// --- play a track -------------------------------------------------------------------------------
const playlistSet = sample({
  clock: trackPlayed,
  source: $isShuffling,
  fn: (current, { track, playlist, shuffle }) => {
    const shuffling = shuffle ?? current;
    const original = playlist.some((item) => item.id === track.id) ? playlist : [track];
    const order = shuffling ? shuffleAround(original, track) : original;
    return { original, order, shuffling, index: order.findIndex((item) => item.id === track.id) };
  },
});
$isShuffling.on(playlistSet, (_, { shuffling }) => shuffling);
$originalPlaylist.on(playlistSet, (_, { original }) => original);
$playlist.on(playlistSet, (_, { order }) => order);
$currentIndex.on(playlistSet, (_, { index }) => index);

// --- next, previous and the end of a track ------------------------------------------------------
const movedTo = createEvent<number>();
sample({
  clock: nextPressed,
  source: { index: $currentIndex, playlist: $playlist },
  filter: ({ playlist }) => playlist.length > 0,
  fn: ({ index, playlist }) => nextIndex(index, playlist.length),
  target: movedTo,
});
sample({
  clock: previousPressed,
  source: { index: $currentIndex, playlist: $playlist },
  filter: ({ playlist }) => playlist.length > 0,
  fn: ({ index, playlist }) => previousIndex(index, playlist.length),
  target: movedTo,
});
$currentIndex.on(movedTo, (_, index) => index);

const endedAndMoves = sample({
  clock: trackEnded,
  source: { looping: $isLooping, playlist: $playlist },
  filter: ({ looping, playlist }) => !looping && playlist.length > 1,
});
sample({ clock: endedAndMoves, target: nextPressed });
// A single track that ends without loop stops instead of starting itself over (docs/adr/0015).
sample({
  clock: trackEnded,
  source: { looping: $isLooping, playlist: $playlist },
  filter: ({ looping, playlist }) => !looping && playlist.length <= 1,
  target: stopped,
});
// Looping: the engine loops the audio itself; the position starts again from 0.
sample({ clock: trackEnded, filter: $isLooping, fn: () => 0, target: $progress });

sample({
  clock: [playlistSet, movedTo],
  source: $currentTrack,
  filter: (track): track is PlayerTrack => track !== null,
  target: trackStarted,
});

// --- playing, progress and duration -------------------------------------------------------------
$isPlaying.on([played, trackStarted], () => true).on([paused, stopped], () => false);
$progress
  .on(trackStarted, () => 0)
  .on(stopped, () => 0)
  .on(progressUpdated, (current, seconds) =>
    Math.abs(seconds - current) >= PROGRESS_MIN_STEP_SECONDS ? seconds : current,
  );
$duration
  .on(trackStarted, (_, track) => fallbackDuration(track))
  .on(durationUpdated, (current, seconds) => {
    const normalised = normaliseDurationSeconds(seconds);
    return normalised > 0 ? normalised : current;
  });
sample({
  clock: seekRequested,
  source: $duration,
  fn: (duration, seconds) => Math.min(Math.max(0, seconds), duration || seconds),
  target: $progress,
});
$audioUrls.on(audioUrlResolved, (urls, { trackId, url }) => ({ ...urls, [trackId]: url }));
$gaplessUrls.on(audioUrlResolved, (urls, { trackId, gaplessUrl }) => {
  if (gaplessUrl !== undefined && gaplessUrl !== null) return { ...urls, [trackId]: gaplessUrl };
  if (urls[trackId] === undefined) return urls;
  const { [trackId]: _dropped, ...rest } = urls;
  return rest;
});

// --- loop and shuffle ---------------------------------------------------------------------------
$isLooping.on(loopToggled, (looping) => !looping);
const shuffleChanged = sample({
  clock: shuffleToggled,
  source: { shuffling: $isShuffling, original: $originalPlaylist, current: $currentTrack },
  fn: ({ shuffling, original, current }) => {
    // Shuffling keeps the current track; un-shuffling restores the original order and its position.
    const order = shuffling ? original : shuffleAround(original, current);
    const index = current === null ? -1 : order.findIndex((track) => track.id === current.id);
    return { shuffling: !shuffling, order, index };
  },
});
$isShuffling.on(shuffleChanged, (_, { shuffling }) => shuffling);
$playlist.on(shuffleChanged, (_, { order }) => order);
$currentIndex.on(shuffleChanged, (_, { index }) => index);

// --- volume and mute ----------------------------------------------------------------------------
$volume
  .on(volumeChanged, (_, volume) => clampVolume(volume, VOLUME_STEP))
  .on(muteToggled, (volume) => (volume > 0 ? 0 : DEFAULT_VOLUME));
$muted
  .on(volumeChanged, (_, volume) => clampVolume(volume, VOLUME_STEP) === 0)
  .on(muteToggled, (muted) => !muted);

// --- a queue restored from the last visit (docs/adr/0048) ---------------------------------------
export interface QueueRestoredPayload {
  playlist: PlayerTrack[];
  /** The order before shuffling: the playlist itself when not shuffling. */
  originalPlaylist: PlayerTrack[];
  index: number;
  /** Seconds into the current track. */
  position: number;
  /** What the seek bar shows until the audio says (the track's own, else a fallback). */
  duration: number;
  shuffling: boolean;
  looping: boolean;
}
/** Shows a saved queue paused where it was: nothing loads until the listener presses play. */
export const queueRestored = createEvent<QueueRestoredPayload>();
/**
 * The current track wants its address without starting over (the first play after a restore):
 * the URL resolver answers with `audioUrlResolved`.
 */
export const trackAddressWanted = createEvent<PlayerTrack>();
/** The restored track has not been loaded since the restore. */
const $restoredIdle = createStore(false)
  .on(queueRestored, () => true)
  .reset(trackStarted);
const $restoredTrack = combine($restoredIdle, $currentTrack, (idle, track) =>
  idle ? track : null,
);

$playlist.on(queueRestored, (_, queue) => queue.playlist);
$originalPlaylist.on(queueRestored, (_, queue) => queue.originalPlaylist);
$currentIndex.on(queueRestored, (_, queue) => queue.index);
$isShuffling.on(queueRestored, (_, queue) => queue.shuffling);
$isLooping.on(queueRestored, (_, queue) => queue.looping);
$isPlaying.on(queueRestored, () => false);
$progress.on(queueRestored, (_, queue) => queue.position);
$duration.on(queueRestored, (_, queue) => queue.duration);

// The first play asks for the address; once it is there, play goes on to the engine, which loads
// it at the restored position (engine-loading: played with no sound loaded).
sample({
  clock: played,
  source: $restoredTrack,
  filter: (track): track is PlayerTrack => track !== null,
  target: trackAddressWanted,
});
const restoredAddressed = sample({
  clock: audioUrlResolved,
  source: $restoredTrack,
  filter: (track, { trackId }) => track?.id === trackId,
});
$restoredIdle.reset(restoredAddressed);
sample({ clock: restoredAddressed, filter: $isPlaying, target: played });
