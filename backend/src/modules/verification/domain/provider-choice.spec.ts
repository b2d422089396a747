import { chooseProvider, type VerificationSettings } from './provider-choice.js';

const BASE: VerificationSettings = {
  VERIFICATION_SECRET: 's'.repeat(40),
  TURNSTILE_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
  PUBLIC_URL: 'https://encore.example:8443/app',
};

describe('chooseProvider', () => {
  it('uses the built-in ALTCHA, keyed by VERIFICATION_SECRET, without Turnstile keys', () => {
    expect(chooseProvider(BASE)).toEqual({ provider: 'altcha', hmacKey: 's'.repeat(40) });
  });

  it('uses Turnstile with both keys, expecting PUBLIC_URL’s host name', () => {
    expect(
      chooseProvider({
        ...BASE,
        TURNSTILE_SITE_KEY: '0x4AAAAAAAsite',
        TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret',
        TURNSTILE_ACTION: 'waitlist',
      }),
    ).toEqual({
      provider: 'turnstile',
      siteKey: '0x4AAAAAAAsite',
      secretKey: '0x4AAAAAAAsecret',
      verifyUrl: BASE.TURNSTILE_VERIFY_URL,
      action: 'waitlist',
      hostnames: ['encore.example'],
    });
  });

  it('also expects example.com with Cloudflare’s test secret keys (their replies name it)', () => {
    const choice = chooseProvider({
      ...BASE,
      TURNSTILE_SITE_KEY: '1x00000000000000000000AA',
      TURNSTILE_SECRET_KEY: '1x0000000000000000000000000000000AA',
    });
    expect(choice).toMatchObject({ action: null, hostnames: ['encore.example', 'example.com'] });
  });

  it.each([{ TURNSTILE_SITE_KEY: '0x4AAAAAAAsite' }, { TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret' }])(
    'refuses one Turnstile key without the other: %o',
    (half) => {
      expect(() => chooseProvider({ ...BASE, ...half })).toThrow(
        'TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together.',
      );
    },
  );
});
