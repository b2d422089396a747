// Buffer monitoring (spec §7): decides, from periodic samples of the media element, when the stream
// stopped delivering data. Pure, so the worker and the main-thread fallback share it and it is
// tested as a table.

/** HTMLMediaElement.readyState values the decision uses. */
export const HAVE_METADATA = 1;
export const HAVE_FUTURE_DATA = 3;

/** Playing without moving for this long, with nothing buffered ahead, is a stall. */
export const STALL_AFTER_MS = 4000;
/** Less than this much audio buffered past the playhead counts as "nothing ahead". */
export const STARVED_BUFFER_SECONDS = 0.5;

/** What the main thread reads from the `<audio>` element on each tick (structured-cloneable). */
export interface MediaSample {
  /** The engine means to be playing (the listener pressed play and did not pause since). */
  shouldPlay: boolean;
  currentTime: number;
  readyState: number;
  paused: boolean;
  /** Seconds buffered after `currentTime` in the range that contains it. */
  bufferedAhead: number;
  /** `MediaError.code`, or null while the element has no error. */
  errorCode: number | null;
}

export interface StallTracker {
  lastTime: number | null;
  /** When the playhead last moved (or when not moving was still expected). */
  lastProgressAt: number;
  /** A stall was reported and the playhead has not moved since: one report per episode. */
  reported: boolean;
}

export interface StallDecision {
  tracker: StallTracker;
  /** True exactly once per episode: the moment the main thread must report it. */
  stalled: boolean;
}

export const initialStallTracker = (now: number): StallTracker => ({
  lastTime: null,
  lastProgressAt: now,
  reported: false,
});

/**
 * An error on an element that had already loaded the track's metadata: the stream failed after it
 * had worked — typically the signed address expired (403/410 on the next range request) or the
 * network dropped. A fresh address fixes it, unlike an error before any data (a load error).
 */
export function hasStreamFailed(sample: MediaSample): boolean {
  return sample.errorCode !== null && sample.readyState >= HAVE_METADATA;
}

function report(tracker: StallTracker, update: Partial<StallTracker>): StallDecision {
  return { tracker: { ...tracker, ...update, reported: true }, stalled: !tracker.reported };
}

export function trackStall(
  tracker: StallTracker,
  sample: MediaSample,
  now: number,
  stallAfterMs: number = STALL_AFTER_MS,
): StallDecision {
  const moved = sample.currentTime !== tracker.lastTime;
  const restart = { lastTime: sample.currentTime, lastProgressAt: now };

  // Paused on purpose: nothing is late. An episode ends once the playhead moves again.
  if (!sample.shouldPlay) {
    return { tracker: { ...restart, reported: tracker.reported && !moved }, stalled: false };
  }
  // The error stays on the element until a new source is loaded: report it once, moving or not
  // (what is still buffered plays on, so reporting early shortens the gap).
  if (hasStreamFailed(sample)) return report(tracker, moved ? restart : {});

  // Moving, still loading the first bytes, or data ahead (e.g. waiting on play()): not a stall.
  const loading = sample.readyState < HAVE_METADATA;
  const dataAhead = sample.readyState >= HAVE_FUTURE_DATA;
  if (moved || loading || dataAhead) {
    return { tracker: { ...restart, reported: tracker.reported && !moved }, stalled: false };
  }
  const starved = !sample.paused && sample.bufferedAhead < STARVED_BUFFER_SECONDS;
  if (starved && now - tracker.lastProgressAt > stallAfterMs) return report(tracker, {});
  return { tracker, stalled: false };
}
