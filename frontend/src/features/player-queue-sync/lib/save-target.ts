import {
  type LocalQueue,
  type PlayerQueueState,
  sameQueue,
  type SavedQueue,
  toLocalQueue,
  toSavedQueue,
} from './queue-state';
import type { Listener } from './restore-plan';

/**
 * A save: for a member, to the account (with its token) and a copy to this browser; for a
 * visitor, to this browser only.
 */
export interface QueueSave {
  queue: SavedQueue;
  /** The bearer token for the account's save; null for a visitor. */
  token: string | null;
  /** The copy for this browser; null when it is not written. */
  local: LocalQueue | null;
}

export interface SaveInput {
  state: PlayerQueueState;
  listener: Listener;
  /** What the last save held (null before the first, or after it failed). */
  lastQueue: SavedQueue | null;
  /**
   * The browser's copy is not written: the member who made this queue logged out, and it is not
   * a visitor's until they start a queue of their own.
   */
  localBlocked: boolean;
  now: number;
}

/** The save to make now, or null: an empty player, nothing changed, or nowhere to save. */
export function queueSaveFor({
  state,
  listener,
  lastQueue,
  localBlocked,
  now,
}: SaveInput): QueueSave | null {
  const at = new Date(now);
  const queue = toSavedQueue(state, at);
  if (queue === null || sameQueue(queue, lastQueue) || listener === null) return null;
  if (listener.kind === 'member') {
    return { queue, token: listener.token, local: toLocalQueue(state, at, listener.userId) };
  }
  const local = localBlocked ? null : toLocalQueue(state, at);
  return local === null ? null : { queue, token: null, local };
}
