import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an `Authorization` header carries `Bearer <expected>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or content of what was sent.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  if (header === undefined) return false;
  const match = /^Bearer[ ]+(\S+)\s*$/i.exec(header);
  const given = match?.[1];
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected));
}
