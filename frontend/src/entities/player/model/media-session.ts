import { createEffect, createEvent, type EventCallable, sample, scopeBind } from 'effector';
import { throttle } from 'patronum';
import {
  type MediaPosition,
  type NowPlayingMetadata,
  setMediaSessionActionHandlers,
  setMediaSessionMetadata,
  setMediaSessionPlaybackState,
  setMediaSessionPosition,
} from '@/shared/lib/media-session';
import {
  $duration,
  $hasTrack,
  $isPlaying,
  $progress,
  durationUpdated,
  nextPressed,
  paused,
  played,
  previousPressed,
  progressUpdated,
  seekRequested,
  stopped,
  trackStarted,
} from './player';
import type { PlayerTrack } from './player-track';

/** The lock screen's and media keys' skip back/forward step when they name none. */
export const MEDIA_SESSION_SEEK_SECONDS = 10;
/** The OS interpolates the position itself: once a second (and on seeks) is plenty. */
const POSITION_EVERY_MS = 1000;

/** A relative seek from the lock screen or media keys (seconds, negative backwards). */
const mediaSeekedBy = createEvent<number>();

/** Hands the Media Session's actions to the player's events, bound to the starting scope. */
export const attachMediaSessionFx = createEffect(() => {
  const bound = <T>(unit: EventCallable<T>) => scopeBind(unit, { safe: true });
  const action = (unit: EventCallable<void>) => {
    const fire = bound(unit);
    return () => {
      fire();
    };
  };
  const seekTo = bound(seekRequested);
  const seekBy = bound(mediaSeekedBy);
  setMediaSessionActionHandlers({
    play: action(played),
    pause: action(paused),
    stop: action(stopped),
    previoustrack: action(previousPressed),
    nexttrack: action(nextPressed),
    seekto: ({ seekTime }) => {
      if (seekTime !== undefined) seekTo(seekTime);
    },
    seekbackward: ({ seekOffset }) => {
      seekBy(-(seekOffset ?? MEDIA_SESSION_SEEK_SECONDS));
    },
    seekforward: ({ seekOffset }) => {
      seekBy(seekOffset ?? MEDIA_SESSION_SEEK_SECONDS);
    },
  });
});

export const setNowPlayingFx = createEffect((metadata: NowPlayingMetadata) => {
  setMediaSessionMetadata(metadata);
});
export const setMediaPlaybackStateFx = createEffect((state: MediaSessionPlaybackState) => {
  setMediaSessionPlaybackState(state);
});
export const setMediaPositionFx = createEffect((position: MediaPosition) => {
  setMediaSessionPosition(position);
});

sample({
  clock: mediaSeekedBy,
  source: $progress,
  fn: (progress, offset) => Math.max(0, progress + offset),
  target: seekRequested,
});

sample({
  clock: trackStarted,
  fn: (track: PlayerTrack): NowPlayingMetadata => ({
    title: track.title,
    artist: track.artistName,
    album: track.albumName,
    artwork: track.albumArtwork,
  }),
  target: setNowPlayingFx,
});

sample({
  clock: [$isPlaying, $hasTrack],
  source: { playing: $isPlaying, hasTrack: $hasTrack },
  fn: ({ playing, hasTrack }): MediaSessionPlaybackState => {
    if (!hasTrack) return 'none';
    return playing ? 'playing' : 'paused';
  },
  target: setMediaPlaybackStateFx,
});

const progressSettled = throttle({ source: progressUpdated, timeout: POSITION_EVERY_MS });
sample({
  clock: [progressSettled, seekRequested, durationUpdated, trackStarted, stopped],
  source: { duration: $duration, position: $progress },
  fn: ({ duration, position }): MediaPosition => ({ duration, position, playbackRate: 1 }),
  target: setMediaPositionFx,
});
