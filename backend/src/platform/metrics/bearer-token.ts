import { createHash, timingSafeEqual } from 'node:crypto';

import { bearerTokenIn } from '../auth/index.js';

const digest = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether an `Authorization` header carries `Bearer <expected>`. Both sides are hashed first, so
 * the comparison takes the same time whatever the length or content of what was sent.
 */
export function bearerMatches(header: string | undefined, expected: string): boolean {
  const given = bearerTokenIn(header);
  return given !== null && timingSafeEqual(digest(given), digest(expected));
}
