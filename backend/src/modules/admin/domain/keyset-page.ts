import { AdminErrors } from '../admin.errors.js';
import { decodeCursor, encodeCursor, type KeysetPosition } from './keyset-cursor.js';

/** The position after which a page starts; a cursor this server did not make is a 400. */
export function pagePosition(before: string | undefined): KeysetPosition | undefined {
  if (before === undefined) return undefined;
  const position = decodeCursor(before);
  if (!position) throw AdminErrors.CURSOR_INVALID();
  return position;
}

/**
 * A page of `limit` rows out of the `limit + 1` fetched: the extra row only says there is more,
 * and the page's last row is where the next one starts.
 */
export function toPage<T>(
  rows: readonly T[],
  limit: number,
  positionOf: (row: T) => KeysetPosition,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const more = rows.length > limit && last !== undefined;
  return { items, nextCursor: more ? encodeCursor(positionOf(last)) : null };
}
