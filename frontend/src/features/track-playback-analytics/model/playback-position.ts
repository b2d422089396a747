import { createStore, sample } from 'effector';
import {
  $duration,
  $progress,
  durationUpdated,
  nextPressed,
  previousPressed,
  progressUpdated,
  seekRequested,
  trackPlayed,
} from '@/entities/player';
import type { Move } from './listening';

/** How the current track was last changed, for the direction of a skip. */
export const $lastMove = createStore<Move>('pick')
  .on(nextPressed, () => 'next')
  .on(previousPressed, () => 'previous')
  .on(trackPlayed, () => 'pick');

export interface Heard {
  positionSeconds: number;
  durationSeconds: number;
}

/**
 * Where the tracked track was last heard and how long it is. The player resets its progress and
 * duration as soon as the next track starts (or on stop), before the skip or pause of this one is
 * reported, so the tracker keeps its own copy; the tracking model resets it on every play_start.
 */
export const $heard = createStore<Heard>({ positionSeconds: 0, durationSeconds: 0 });

sample({
  clock: [progressUpdated, seekRequested],
  source: { heard: $heard, position: $progress },
  fn: ({ heard, position }) => ({ ...heard, positionSeconds: position }),
  target: $heard,
});
sample({
  clock: durationUpdated,
  source: { heard: $heard, duration: $duration },
  fn: ({ heard, duration }) => ({ ...heard, durationSeconds: duration }),
  target: $heard,
});
