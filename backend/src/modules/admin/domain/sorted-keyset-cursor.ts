import { AdminErrors } from '../admin.errors.js';
import { isRealInstant } from './keyset-cursor.js';

/**
 * A page cursor for admin lists the reader may sort (by time, email, title…, either way): the
 * sort and order it belongs to, the last row's sort key as PostgreSQL printed it (a time keeps
 * its microseconds), and its id, as base64url JSON. Decoding checks every part, so a cursor from
 * another order, a forged one or one whose key PostgreSQL could not read is a 400, never a
 * database error. keyset-cursor.ts stays the simpler form for lists with one fixed order.
 */
export interface SortedListOrder {
  sort: string;
  order: 'asc' | 'desc';
  /** The sort key is a time (checked as one); otherwise it is text. */
  keyIsTime: boolean;
}

export interface SortedPosition {
  key: string;
  id: string;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Longer than any key we sort on (an email is at most 254 characters, a title 300). */
const MAX_KEY_LENGTH = 320;

export const encodeSortedCursor = (order: SortedListOrder, position: SortedPosition): string =>
  Buffer.from(
    JSON.stringify([order.sort, order.order, position.key, position.id]),
    'utf8',
  ).toString('base64url');

/** The position a cursor names in this order, or null when it is not one made for it. */
export function decodeSortedCursor(cursor: string, order: SortedListOrder): SortedPosition | null {
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(parts) || parts.length !== 4) return null;
  const [sort, direction, key, id] = parts as unknown[];
  if (sort !== order.sort || direction !== order.order) return null;
  if (typeof id !== 'string' || !ID.test(id)) return null;
  if (typeof key !== 'string' || !isStorableKey(key)) return null;
  if (order.keyIsTime && !isRealInstant(key)) return null;
  return { key, id };
}

/** Text PostgreSQL can compare: bounded, no NUL, no broken surrogate pair. */
const isStorableKey = (key: string): boolean =>
  key.length <= MAX_KEY_LENGTH && !key.includes('\u0000') && key.isWellFormed();

/** Where the page starts; a cursor not made for this order is a 400. */
export function sortedPagePosition(
  cursor: string | undefined,
  order: SortedListOrder,
): SortedPosition | undefined {
  if (cursor === undefined) return undefined;
  const position = decodeSortedCursor(cursor, order);
  if (!position) throw AdminErrors.CURSOR_INVALID();
  return position;
}

/** A page of `limit` rows out of the `limit + 1` fetched, and the cursor after its last row. */
export function toSortedPage<T extends { id: string; sortKey: string }>(
  rows: readonly T[],
  limit: number,
  order: SortedListOrder,
): { items: T[]; nextCursor: string | null } {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  const more = rows.length > limit && last !== undefined;
  return {
    items,
    nextCursor: more ? encodeSortedCursor(order, { key: last.sortKey, id: last.id }) : null,
  };
}
