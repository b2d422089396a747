import { readFileSync } from 'node:fs';

export const PASSWORD_MIN_LENGTH = 8;
/** An upper bound keeps Argon2 hashing of hostile multi-megabyte inputs off the table. */
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordProblem = 'too_short' | 'too_long' | 'too_common';

/**
 * NIST SP 800-63B style: length limits plus a block list of known-breached passwords, no
 * composition rules. Length counts Unicode code points, so an emoji is one character, as a
 * user would count it.
 */
export function checkPassword(password: string): PasswordProblem | null {
  const length = codePointLength(password);
  if (length < PASSWORD_MIN_LENGTH) return 'too_short';
  if (length > PASSWORD_MAX_LENGTH) return 'too_long';
  if (commonPasswords().has(password.toLowerCase())) return 'too_common';
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case 'too_short':
      return `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`;
    case 'too_long':
      return `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`;
    case 'too_common':
      return 'This password is too common. Please choose a less guessable one.';
  }
}

/** Code points, not UTF-16 units: `'🎸'.length` is 2, but a user typed one character. */
export function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

let common: ReadonlySet<string> | undefined;

/**
 * Read on first use (about 90 kB, a few ms) so processes that never check a password skip it.
 * The build copies the .txt next to the compiled .js (backend/scripts/copy-assets.mjs).
 */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}
