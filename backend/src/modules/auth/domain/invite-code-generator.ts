import { randomInt } from 'node:crypto';

// No 0/O or 1/I: codes get read aloud and typed from screenshots.
const READABLE = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random `ENCORE-XXXX-XXXX` invite code (40 bits from a readable alphabet). */
export function randomInviteCode(): string {
  const group = (): string =>
    Array.from({ length: 4 }, () => READABLE.charAt(randomInt(READABLE.length))).join('');
  return `ENCORE-${group()}-${group()}`;
}
