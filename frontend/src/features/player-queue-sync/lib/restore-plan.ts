/** Who listens, as far as the session is known: null while it loads. */
export type Listener =
  { kind: 'member'; token: string; userId: string } | { kind: 'visitor' } | null;

/** Whose queue was read last: a visitor's (this browser's) or an account's. */
export type RestoredFor = 'member' | 'visitor';

/** Where the queue is read from: the account's (and this browser's copy of it), or a visitor's. */
export type QueueRead = { from: 'server'; token: string; userId: string } | { from: 'local' };

/**
 * Where the queue is read from now: the account's (on start, and when a visitor signs in — the
 * account's queue wins over the browser's), or this browser's for a visitor, once, on start.
 */
export function queueReadFor(
  listener: Listener,
  restoredFor: RestoredFor | null,
): QueueRead | null {
  if (listener === null) return null;
  if (listener.kind === 'member') {
    const { token, userId } = listener;
    return restoredFor === 'member' ? null : { from: 'server', token, userId };
  }
  return restoredFor === null ? { from: 'local' } : null;
}

/**
 * Whether a queue read back goes into the player: only into an empty one, or over a restored
 * queue nobody has touched yet (a visitor's, when they sign in). Never over what the listener
 * started meanwhile.
 */
export function takesRestore(player: { hasTrack: boolean; untouchedRestore: boolean }): boolean {
  return !player.hasTrack || player.untouchedRestore;
}
