import { readFileSync } from 'node:fs';

import {
  checkPassword,
  codePointLength,
  commonPasswords,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblemMessage,
} from './password-policy.js';

// Long enough, and random enough to be on no list.
const filler = (length: number): string => 'Zq7!vK2#mP9x'.repeat(20).slice(0, length);

describe('checkPassword', () => {
  it('accepts 8 and 128 characters and rejects 7 and 129', () => {
    expect(checkPassword(filler(7))).toBe('too_short');
    expect(checkPassword(filler(8))).toBeNull();
    expect(checkPassword(filler(128))).toBeNull();
    expect(checkPassword(filler(129))).toBe('too_long');
  });

  it('counts code points, not UTF-16 units: 7 emoji are too short, 128 are allowed', () => {
    expect('🎸'.repeat(7)).toHaveLength(14);
    expect(checkPassword('🎸'.repeat(7))).toBe('too_short');
    expect(checkPassword('🎸🎹🥁🎺🎻🎷🪕🎤')).toBeNull();
    expect(checkPassword('🎸'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
    expect(checkPassword('🎸'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('too_long');
  });

  it('rejects common passwords whatever their case', () => {
    expect(checkPassword('password123')).toBe('too_common');
    expect(checkPassword('Password123')).toBe('too_common');
    expect(checkPassword('PASSWORD')).toBe('too_common');
    expect(checkPassword('iloveyou')).toBe('too_common');
  });

  it('accepts a strong random password', () => {
    expect(checkPassword('correct-Horse-battery-staple-71')).toBeNull();
    expect(checkPassword('k3#Vq9!tWz2@Lr8p')).toBeNull();
  });
});

describe('passwordProblemMessage', () => {
  it('explains each problem in words a user understands', () => {
    expect(passwordProblemMessage('too_short')).toBe('Password must be at least 8 characters.');
    expect(passwordProblemMessage('too_long')).toBe('Password must be at most 128 characters.');
    expect(passwordProblemMessage('too_common')).toBe(
      'This password is too common. Please choose a less guessable one.',
    );
  });
});

describe('common-passwords.txt', () => {
  const lines = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'));

  it('holds at least 5,000 distinct lower-case passwords, each within the length limits', () => {
    expect(lines.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(lines).size).toBe(lines.length);
    expect(commonPasswords().size).toBe(lines.length);
    const outside = lines.filter((line) => {
      const length = codePointLength(line);
      return length < PASSWORD_MIN_LENGTH || length > PASSWORD_MAX_LENGTH;
    });
    expect(outside).toEqual([]);
    expect(lines.filter((line) => line !== line.toLowerCase() || line !== line.trim())).toEqual([]);
  });
});
