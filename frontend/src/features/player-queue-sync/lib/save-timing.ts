/**
 * When the queue is saved (docs/adr/0048: the server takes 60 saves a minute per account). A
 * change (a new queue, another track, shuffle, loop, a seek, a pause) is saved at once, or when
 * 3 s have passed since the last save — one save then carries every change made meanwhile. While
 * playing, the position is saved every 15 s. A page that goes away (a reload, a closed tab, another
 * tab) saves at once, whatever the gap: what changed last must not be lost. Over all, never more
 * than 30 saves in a minute.
 */
export const SAVE_GAP_MS = 3000;
export const POSITION_SAVE_EVERY_MS = 15_000;
export const MAX_SAVES_A_MINUTE = 30;
const MINUTE_MS = 60_000;

/** Why a save is asked for. */
export type SaveReason = 'change' | 'position' | 'hidden';

export interface SaveMoment {
  reason: SaveReason;
  now: number;
  /** When the saves of the last minute left (ms), oldest first. */
  recentSaves: readonly number[];
  /** A save already waits for the gap to pass: it will carry this change too. */
  scheduled: boolean;
  playing: boolean;
}

/** 'now', the milliseconds to wait, or null for no save. */
export type SaveTiming = 'now' | number | null;

export function saveTiming({
  reason,
  now,
  recentSaves,
  scheduled,
  playing,
}: SaveMoment): SaveTiming {
  const recent = recentSaves.filter((at) => now - at < MINUTE_MS);
  const [oldest] = recent;
  if (oldest !== undefined && recent.length >= MAX_SAVES_A_MINUTE) {
    // At the cap, a change waits until the oldest save has left the minute.
    return reason === 'change' && !scheduled ? oldest + MINUTE_MS - now : null;
  }
  if (reason === 'hidden') return 'now';
  if (scheduled) return null;
  const last = recent.at(-1);
  const since = last === undefined ? Number.POSITIVE_INFINITY : now - last;
  if (reason === 'position') return playing && since >= POSITION_SAVE_EVERY_MS ? 'now' : null;
  return since >= SAVE_GAP_MS ? 'now' : SAVE_GAP_MS - since;
}

/** The saves of the last minute after one that leaves at `now`. */
export function withSave(recentSaves: readonly number[], now: number): number[] {
  return [...recentSaves.filter((at) => now - at < MINUTE_MS), now];
}
