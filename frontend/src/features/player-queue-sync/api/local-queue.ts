import { type LocalQueue, parseLocalQueue } from '../lib/queue-state';

/** A visitor's queue in this browser (docs/adr/0048). */
export const LOCAL_QUEUE_KEY = 'encore.player-queue.v1';

// localStorage throws in some private modes, and a stored value may be anything: a queue that
// cannot be read is no queue, and one that cannot be written lives as long as the page.

export function readLocalQueue(): LocalQueue | null {
  try {
    const stored = window.localStorage.getItem(LOCAL_QUEUE_KEY);
    return stored === null ? null : parseLocalQueue(JSON.parse(stored));
  } catch {
    return null;
  }
}

export function writeLocalQueue(queue: LocalQueue): void {
  try {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, JSON.stringify(queue));
  } catch {
    // Storage full or refused: the queue is not kept past this page.
  }
}

export function clearLocalQueue(): void {
  try {
    window.localStorage.removeItem(LOCAL_QUEUE_KEY);
  } catch {
    // Nothing was stored if storage is unavailable.
  }
}
