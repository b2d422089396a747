import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so a code read aloud or off paper is typed right. */
const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const LENGTH = 16; // 16 × 5 bits = 80 bits
const GROUP = 4;

/** Ten fresh codes, shown as `xxxx-xxxx-xxxx-xxxx`. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
    const groups: string[] = [];
    for (let i = 0; i < LENGTH; i += GROUP) groups.push(chars.slice(i, i + GROUP).join(''));
    return groups.join('-');
  });
}

/**
 * A typed recovery code in its stored form (lower case, no separators, I/L read as 1 and O as
 * 0), or null when it cannot be one.
 */
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
  return plain.length === LENGTH && /^[0-9a-hjkmnp-tv-z]+$/.test(plain) ? plain : null;
}

export const newRecoverySalt = (): string => randomBytes(16).toString('base64url');

/**
 * SHA-256 of salt and normalised code. The codes carry 80 random bits, so a slow hash adds
 * nothing against offline guessing (docs/adr/0031), and checking all ten stays cheap.
 */
export const hashRecoveryCode = (normalised: string, salt: string): string =>
  createHash('sha256').update(`${salt}:${normalised}`).digest('base64url');

export function recoveryCodeMatches(normalised: string, salt: string, codeHash: string): boolean {
  const computed = Buffer.from(hashRecoveryCode(normalised, salt));
  const stored = Buffer.from(codeHash);
  return computed.length === stored.length && timingSafeEqual(computed, stored);
}
