import { join } from 'node:path';

import { loadConfig, REPO_ROOT } from '../../config/index.js';

/** Both secrets the other variables need, so only verification settings vary. */
const SET = { JWT_SECRET: 'j'.repeat(32), MEDIA_URL_SECRET: 'm'.repeat(32) };

describe('verification settings', () => {
  it.each([{ TURNSTILE_SITE_KEY: '0x4AAAAAAAsite' }, { TURNSTILE_SECRET_KEY: '0x4AAAAAAAsecret' }])(
    'stop the boot with one sentence when only one Turnstile key is set: %o',
    (half) => {
      expect(() => loadConfig({ ...SET, VERIFICATION_SECRET: 'v'.repeat(32), ...half })).toThrow(
        /^Invalid environment: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together \(.+\)\.$/,
      );
    },
  );

  it('generate VERIFICATION_SECRET in development and keep it', () => {
    const file = join(REPO_ROOT, '.cache', `verification-secrets-${process.pid}.json`);
    const first = loadConfig({ ...SET, SECRETS_FILE: file });
    const second = loadConfig({ ...SET, SECRETS_FILE: file });
    expect(Buffer.byteLength(first.env.VERIFICATION_SECRET)).toBeGreaterThanOrEqual(32);
    expect(second.env.VERIFICATION_SECRET).toBe(first.env.VERIFICATION_SECRET);
  });

  it('require VERIFICATION_SECRET in production and refuse a short one without echoing it', () => {
    expect(() =>
      loadConfig({
        ...SET,
        NODE_ENV: 'production',
        STRIPE_SECRET_KEY: 'sk_test_0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      }),
    ).toThrow(/^Invalid environment: VERIFICATION_SECRET is required in production/);
    expect(() => loadConfig({ ...SET, VERIFICATION_SECRET: 'short-secret' })).toThrow(
      /^Invalid environment: VERIFICATION_SECRET must be at least 32 bytes \(256 bits\)\.$/,
    );
  });

  it('refuse a Turnstile key of the wrong shape without echoing it', () => {
    expect(() =>
      loadConfig({
        ...SET,
        VERIFICATION_SECRET: 'v'.repeat(32),
        TURNSTILE_SITE_KEY: '0x4AAAAAAAsite',
        TURNSTILE_SECRET_KEY: 'sk_live_pasted_here',
      }),
    ).toThrow(
      /^Invalid environment: TURNSTILE_SECRET_KEY must be a Cloudflare Turnstile key \(0x…\)\.$/,
    );
  });
});
