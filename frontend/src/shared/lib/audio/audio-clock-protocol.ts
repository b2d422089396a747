// The typed messages between the main thread and the audio clock (a Web Worker, or its
// main-thread fallback): both sides import these, so the protocol cannot drift.
import type { MediaSample } from './stall-detection';

/** Progress ticks: 4 per second normally, 1 per second while search has priority (spec §4, §7). */
export const TICK_MS = 250;
export const PRIORITY_TICK_MS = 1000;

/** Main thread → clock. */
export type ClockCommand =
  | { type: 'start' }
  | { type: 'stop' }
  | { type: 'priority'; enabled: boolean }
  /** The media element's state, read on the last tick (buffer monitoring). */
  | { type: 'sample'; sample: MediaSample }
  /** A new source was loaded: forget the previous stall episode. */
  | { type: 'reset' };

/** Clock → main thread. */
export type ClockEvent = { type: 'tick' } | { type: 'stalled' };
