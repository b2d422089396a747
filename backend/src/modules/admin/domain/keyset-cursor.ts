/**
 * An opaque page cursor for lists ordered newest first on (timestamp, id): the last row's time as
 * PostgreSQL printed it in UTC with microseconds (a JavaScript Date would drop them and skip or
 * repeat rows) and its id, base64url-encoded. Decoding checks every part, so a forged cursor is a
 * 400 and never reaches the database as an impossible date.
 */
export interface KeysetPosition {
  at: string;
  id: string;
}

const AT = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.(\d{6})Z$/;
const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const encodeCursor = (position: KeysetPosition): string =>
  Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');

/** The position a cursor names, or null when it is not one this server made. */
export function decodeCursor(cursor: string): KeysetPosition | null {
  const [at, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  if (at === undefined || id === undefined || rest.length > 0) return null;
  if (!ID.test(id) || !isRealInstant(at)) return null;
  return { at, id };
}

/** A real UTC instant from 1970 on (PostgreSQL and Date agree on every such day and second). */
export function isRealInstant(at: string): boolean {
  if (!AT.test(at)) return false;
  const millis = `${at.slice(0, 23)}Z`;
  const date = new Date(millis);
  return !Number.isNaN(date.getTime()) && date.getTime() >= 0 && date.toISOString() === millis;
}
