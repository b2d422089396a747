/**
 * The player's queue as the server keeps it per account (issue 26, docs/adr/0048): the rules of
 * saving one (whose write wins) and of reading it back (what the caller may still see).
 */

/** The most tracks a saved queue holds. */
export const MAX_QUEUE_TRACKS = 500;
/** Longer than any track Encore takes (MAX_TRACK_MINUTES), shorter than anything absurd. */
export const MAX_POSITION_S = 86_400;
export const REPEAT_MODES = ['off', 'all', 'one'] as const;
export type RepeatMode = (typeof REPEAT_MODES)[number];

export interface PlayerQueue {
  trackIds: readonly string[];
  /** Into `trackIds`; 0 for an empty queue. */
  currentIndex: number;
  /** Seconds into the current track. */
  positionS: number;
  shuffle: boolean;
  repeat: RepeatMode;
  /** When the listener made this state (the client's clock, never ahead of the server's). */
  updatedAt: Date;
}

/** Whether `currentIndex` points at a track, or is 0 for an empty queue. */
export const indexFits = (trackIds: readonly unknown[], currentIndex: number): boolean =>
  trackIds.length === 0 ? currentIndex === 0 : currentIndex < trackIds.length;

/**
 * A change's time: the one the client sent, else now — and never later than now, or a device
 * whose clock runs fast would win every later write from another. Writes are kept only when
 * their time is not older than the stored one's (last write wins, by when it was made).
 */
export const changeTime = (sent: Date | null, now: Date): Date =>
  sent === null || sent.getTime() > now.getTime() ? now : sent;

/**
 * The queue as its owner reads it, once the tracks they may no longer see (taken down,
 * unpublished, deleted) are gone: the current track stays current at its moved index and
 * position; when it is gone, the next track that survives starts from its beginning (else the
 * last one, else nothing: an empty queue at 0).
 */
export function visibleQueue(queue: PlayerQueue, visible: ReadonlySet<string>): PlayerQueue {
  const kept: string[] = [];
  let currentIndex = -1;
  let currentKept = false;
  for (const [index, trackId] of queue.trackIds.entries()) {
    if (!visible.has(trackId)) continue;
    if (index === queue.currentIndex) currentKept = true;
    if (currentIndex === -1 && index >= queue.currentIndex) currentIndex = kept.length;
    kept.push(trackId);
  }
  if (kept.length === 0) return { ...queue, trackIds: [], currentIndex: 0, positionS: 0 };
  return {
    ...queue,
    trackIds: kept,
    currentIndex: currentIndex === -1 ? kept.length - 1 : currentIndex,
    positionS: currentKept ? queue.positionS : 0,
  };
}
