import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { loadConfig } from './app-config.js';
import { ENV_SCHEMA, parseEnv, REPO_ROOT } from './env.schema.js';

describe('parseEnv', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBe('postgres://postgres@127.0.0.1:5432/encore');
    expect(env.REDIS_URL).toBe('redis://127.0.0.1:6379/0');
    expect(env.PUBLIC_URL).toBe('http://localhost:3000');
    expect(env.MEDIA_DIR).toBe(join(REPO_ROOT, '.data/media'));
    expect(env.EMBEDDED_WORKER).toBe(true);
    expect(env.REDIS_KEY_PREFIX).toBe('');
  });

  it('derives PUBLIC_URL from PORT', () => {
    expect(parseEnv({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it.each([
    [
      { PORT: 'eighty' },
      'Invalid environment: PORT must be an integer between 0 and 65535 (got "eighty").',
    ],
    [
      { DATABASE_URL: 'mysql://x' },
      'Invalid environment: DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x").',
    ],
    [
      { NODE_ENV: 'prod' },
      'Invalid environment: NODE_ENV must be one of development, production, test (got "prod").',
    ],
    [
      { EMBEDDED_WORKER: 'maybe' },
      'Invalid environment: EMBEDDED_WORKER must be true or false (got "maybe").',
    ],
    [
      { REDIS_KEY_PREFIX: 'encore:test' },
      'Invalid environment: REDIS_KEY_PREFIX must be 1-64 letters, digits, "_", "-" or "." (or empty for none) (got "encore:test").',
    ],
    [
      { JWT_SECRET: 'short' },
      'Invalid environment: JWT_SECRET must be at least 32 bytes (256 bits) (got "short").',
    ],
    [
      { APP_STORE_URL: 'http://apps.apple.com/app/id1' },
      'Invalid environment: APP_STORE_URL must be a https:// URL (got "http://apps.apple.com/app/id1").',
    ],
    [
      { STRIPE_SECRET_KEY: 'whsec_pasted_in_the_wrong_place' },
      'Invalid environment: STRIPE_SECRET_KEY must start with sk_ or rk_.',
    ],
  ])('fails with one sentence naming the bad variable: %o', (env, message) => {
    expect(() => parseEnv(env)).toThrow(message);
  });

  it('requires the secrets in production', () => {
    expect(() => parseEnv({ NODE_ENV: 'production' })).toThrow(
      /^Invalid environment: JWT_SECRET is required in production/,
    );
  });

  it('never repeats a refused credential', () => {
    expect(() => parseEnv({ STRIPE_WEBHOOK_SECRET: 'sk_live_0123456789' })).toThrow(
      /^Invalid environment: STRIPE_WEBHOOK_SECRET must start with whsec_\.$/,
    );
  });

  it('refuses a Stripe key without its webhook secret', () => {
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_0123456789',
        JWT_SECRET: 'x'.repeat(32),
        MEDIA_URL_SECRET: 'y'.repeat(32),
      }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY/);
  });

  it('generates development secrets once and keeps them', () => {
    const file = join(REPO_ROOT, '.cache', `secrets-${process.pid}.json`);
    const first = loadConfig({ SECRETS_FILE: file });
    const second = loadConfig({ SECRETS_FILE: file });
    expect(first.env.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.env.JWT_SECRET).toBe(first.env.JWT_SECRET);
    expect(second.env.MEDIA_URL_SECRET).toBe(first.env.MEDIA_URL_SECRET);
    expect(first.env.MEDIA_URL_SECRET).not.toBe(first.env.JWT_SECRET);
  });

  describe('the metrics token', () => {
    const file = join(REPO_ROOT, '.cache', `secrets-metrics-${process.pid}.json`);
    const secrets = { JWT_SECRET: 'j'.repeat(32), MEDIA_URL_SECRET: 'm'.repeat(32) };

    it('is generated in development, kept in the secrets file, and kept across restarts', () => {
      const first = loadConfig({ NODE_ENV: 'development', SECRETS_FILE: file, ...secrets });
      const second = loadConfig({ NODE_ENV: 'development', SECRETS_FILE: file });
      expect(first.env.METRICS_TOKEN?.length).toBeGreaterThanOrEqual(32);
      expect(second.env.METRICS_TOKEN).toBe(first.env.METRICS_TOKEN);
      expect(first.env.METRICS_TOKEN).not.toBe(second.env.JWT_SECRET);
      const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      expect(stored.METRICS_TOKEN).toBe(first.env.METRICS_TOKEN);
    });

    it('is the one given when set', () => {
      const token = 't'.repeat(40);
      const config = loadConfig({
        NODE_ENV: 'development',
        SECRETS_FILE: file,
        METRICS_TOKEN: token,
      });
      expect(config.env.METRICS_TOKEN).toBe(token);
    });

    it('stays unset (metrics off) outside development unless given', () => {
      expect(
        loadConfig({ NODE_ENV: 'test', SECRETS_FILE: file }).env.METRICS_TOKEN,
      ).toBeUndefined();
      const production = loadConfig({
        NODE_ENV: 'production',
        SECRETS_FILE: file,
        ...secrets,
        VERIFICATION_SECRET: 'v'.repeat(32),
        TOTP_SECRET_KEY: 'k'.repeat(32),
        STRIPE_SECRET_KEY: 'sk_live_0123456789',
        STRIPE_WEBHOOK_SECRET: 'whsec_0123456789',
      });
      expect(production.env.METRICS_TOKEN).toBeUndefined();
    });
  });
});

describe('.env.example', () => {
  const documented = readFileSync(join(REPO_ROOT, '.env.example'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z][A-Z0-9_]*=/.test(line))
    .map((line) => line.split('=')[0]);

  it('documents exactly the variables the backend reads', () => {
    expect([...documented].sort()).toEqual(Object.keys(ENV_SCHEMA).sort());
  });
});
