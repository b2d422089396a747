import {
  hashRecoveryCode,
  newRecoveryCodes,
  newRecoverySalt,
  normaliseRecoveryCode,
  recoveryCodeMatches,
} from './recovery-codes.js';

describe('recovery codes', () => {
  it('come as ten distinct xxxx-xxxx-xxxx-xxxx codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}(-[0-9a-hjkmnp-tv-z]{4}){3}$/);
  });

  it('are read back however they are typed', () => {
    expect(normaliseRecoveryCode('AB12-CD34-EF56-GH78')).toBe('ab12cd34ef56gh78');
    expect(normaliseRecoveryCode(' ab12 cd34 ef56 gh78 ')).toBe('ab12cd34ef56gh78');
    // I and L are read as 1, O as 0 (Crockford base32 has none of them).
    expect(normaliseRecoveryCode('abIl-cdO0-ef56-gh78')).toBe('ab11cd00ef56gh78');
    expect(normaliseRecoveryCode('ab12-cd34-ef56')).toBeNull();
    expect(normaliseRecoveryCode('ab12-cd34-ef56-gh7u')).toBeNull();
  });

  it('match only their own salted hash', () => {
    const salt = newRecoverySalt();
    const stored = hashRecoveryCode('ab12cd34ef56gh78', salt);
    expect(stored).not.toContain('ab12cd34ef56gh78');
    expect(recoveryCodeMatches('ab12cd34ef56gh78', salt, stored)).toBe(true);
    expect(recoveryCodeMatches('ab12cd34ef56gh79', salt, stored)).toBe(false);
    expect(recoveryCodeMatches('ab12cd34ef56gh78', newRecoverySalt(), stored)).toBe(false);
  });
});
