import { loadOrCreateDevSecrets } from './dev-secrets.js';
import { type Env, parseEnv } from './env.schema.js';

type GeneratedSecret =
  'JWT_SECRET' | 'MEDIA_URL_SECRET' | 'VERIFICATION_SECRET' | 'TOTP_SECRET_KEY';
export type ResolvedEnv = Omit<Env, GeneratedSecret> & Record<GeneratedSecret, string>;

/** The validated configuration, injected wherever a setting is needed (never read process.env). */
export class AppConfig {
  constructor(readonly env: Readonly<ResolvedEnv>) {}

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }

  get corsOrigins(): string[] {
    return [
      new URL(this.env.PUBLIC_URL).origin,
      ...this.env.CORS_ORIGINS.map((o) => new URL(o).origin),
    ];
  }
}

/** Real Stripe needs its webhook secret: without it no payment could ever be confirmed. */
function checkStripeSettings(env: Env): void {
  if (env.STRIPE_SECRET_KEY !== undefined && env.STRIPE_WEBHOOK_SECRET === undefined) {
    throw new Error(
      'Invalid environment: STRIPE_WEBHOOK_SECRET is required with STRIPE_SECRET_KEY (the signing secret of your webhook endpoint, whsec_…).',
    );
  }
}

/** Turnstile needs both keys: one alone would leave the widget or siteverify without its half. */
function checkTurnstileSettings(env: Env): void {
  if ((env.TURNSTILE_SITE_KEY === undefined) !== (env.TURNSTILE_SECRET_KEY === undefined)) {
    throw new Error(
      'Invalid environment: TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY must be set together (both for Cloudflare Turnstile, neither for the built-in ALTCHA).',
    );
  }
}

/** S3 storage needs its bucket, and a key pair is whole or absent (the SDK's own chain then). */
function checkStorageSettings(env: Env): void {
  if (env.STORAGE_DRIVER === 's3' && env.S3_BUCKET === undefined) {
    throw new Error(
      'Invalid environment: S3_BUCKET is required with STORAGE_DRIVER=s3 (the bucket holding audio/… and images/…).',
    );
  }
  if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
    throw new Error(
      'Invalid environment: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (both for a key pair, neither for the AWS SDK default credentials).',
    );
  }
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(source);
  checkStripeSettings(env);
  checkTurnstileSettings(env);
  checkStorageSettings(env);
  // Metrics are on with a generated token in development only: elsewhere unset means off
  // (404), so a deployment exposes them only with a token someone chose (docs/adr/0032).
  const devMetricsToken = env.NODE_ENV === 'development' && env.METRICS_TOKEN === undefined;
  const missing =
    env.JWT_SECRET === undefined ||
    env.MEDIA_URL_SECRET === undefined ||
    env.VERIFICATION_SECRET === undefined ||
    env.TOTP_SECRET_KEY === undefined ||
    devMetricsToken;
  const generated = missing ? loadOrCreateDevSecrets(env.SECRETS_FILE) : undefined;
  return new AppConfig({
    ...env,
    JWT_SECRET: env.JWT_SECRET ?? generated?.JWT_SECRET ?? '',
    MEDIA_URL_SECRET: env.MEDIA_URL_SECRET ?? generated?.MEDIA_URL_SECRET ?? '',
    VERIFICATION_SECRET: env.VERIFICATION_SECRET ?? generated?.VERIFICATION_SECRET ?? '',
    TOTP_SECRET_KEY: env.TOTP_SECRET_KEY ?? generated?.TOTP_SECRET_KEY ?? '',
    METRICS_TOKEN: devMetricsToken ? generated?.METRICS_TOKEN : env.METRICS_TOKEN,
  });
}
