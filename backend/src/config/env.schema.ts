import {
  bool,
  EnvError,
  type EnvVar,
  fail,
  int,
  keyPrefix,
  oneOf,
  path,
  s3Bucket,
  s3Region,
  secret,
  str,
  stripeKey,
  trustProxy,
  turnstileAction,
  turnstileKey,
  url,
  urlList,
} from './env-parsers.js';

export { REPO_ROOT } from './env-parsers.js';

/**
 * Every environment variable the backend reads. `.env.example` documents each one, and a unit
 * test keeps the two in step.
 */
export const ENV_SCHEMA = {
  NODE_ENV: {
    description: 'development | production | test',
    defaultValue: 'development',
    parse: oneOf('development', 'production', 'test'),
  },
  HOST: { description: 'Interface the HTTP server binds', defaultValue: 'localhost', parse: str },
  PORT: { description: 'HTTP port', defaultValue: '3000', parse: int(0, 65535) },
  PUBLIC_URL: {
    description: 'Public origin of the app (links in mail, payment return URLs)',
    defaultValue: (env) => `http://localhost:${env.PORT ?? '3000'}`,
    parse: url('http:', 'https:'),
  },
  CORS_ORIGINS: {
    description: 'Comma-separated extra origins allowed to call the API (same origin always is)',
    defaultValue: 'http://localhost:5173',
    parse: urlList,
  },
  DATABASE_URL: {
    description: 'PostgreSQL connection URL',
    defaultValue: 'postgres://postgres@127.0.0.1:5432/encore',
    parse: url('postgres:', 'postgresql:'),
  },
  SQL_POOL_SIZE: {
    description:
      'Connections of the prepared-statement pool (search, play-event writes); besides the ORM pool',
    defaultValue: '4',
    parse: int(1, 100),
  },
  REDIS_URL: {
    description: 'Redis connection URL (queues, rate limits, revocation)',
    defaultValue: 'redis://127.0.0.1:6379/0',
    parse: url('redis:', 'rediss:'),
  },
  REDIS_KEY_PREFIX: {
    description:
      'Namespace of every Redis key and queue of this deployment, so several share one Redis database (empty: none)',
    defaultValue: '',
    parse: (raw) => (raw === '' ? '' : keyPrefix(raw)),
  },
  LOG_LEVEL: {
    description: 'pino log level',
    defaultValue: 'info',
    parse: oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
  },
  API_DOCS: {
    description:
      'Serve the API documentation (/api/docs, /api/docs-json, /api/docs-yaml); on unless NODE_ENV=production',
    defaultValue: (env) => (env.NODE_ENV === 'production' ? 'false' : 'true'),
    parse: bool,
  },
  MEDIA_DIR: {
    description: 'Folder of audio and images (local-disk storage adapter)',
    defaultValue: '.data/media',
    parse: path,
  },
  STORAGE_DRIVER: {
    description:
      'Where audio and images live: local (MEDIA_DIR, the embedded default) or s3 (S3_*; docs/adr/0039)',
    defaultValue: 'local',
    parse: oneOf('local', 's3'),
  },
  S3_ENDPOINT: {
    description:
      'Endpoint of an S3-compatible store (https://…); unset: Amazon S3 in S3_REGION. Browsers fetch the presigned addresses there',
    defaultValue: undefined,
    parse: url('http:', 'https:'),
  },
  S3_REGION: {
    description: 'Region the requests are signed for (S3-compatible stores often accept any)',
    defaultValue: 'us-east-1',
    parse: s3Region,
  },
  S3_BUCKET: {
    description:
      'Bucket of the media when STORAGE_DRIVER=s3 (keys as under MEDIA_DIR: audio/…, images/…)',
    defaultValue: undefined,
    parse: s3Bucket,
  },
  S3_ACCESS_KEY_ID: {
    description:
      'Access key of the bucket, set with S3_SECRET_ACCESS_KEY (both or neither: neither uses the AWS SDK default chain, e.g. an instance role)',
    defaultValue: undefined,
    sensitive: true,
    parse: str,
  },
  S3_SECRET_ACCESS_KEY: {
    description: 'Secret of S3_ACCESS_KEY_ID',
    defaultValue: undefined,
    sensitive: true,
    parse: str,
  },
  S3_FORCE_PATH_STYLE: {
    description:
      'Address the bucket as <endpoint>/<bucket>/<key> rather than <bucket>.<endpoint>/<key>; default true with S3_ENDPOINT (MinIO and most S3-compatible stores)',
    defaultValue: (env) => (env.S3_ENDPOINT ? 'true' : 'false'),
    parse: bool,
  },
  MAIL_DIR: {
    description: 'Folder where mail is written when SMTP_URL is unset',
    defaultValue: '.data/mail',
    parse: path,
  },
  SECRETS_FILE: {
    description: 'Where development secrets are generated and kept when not set explicitly',
    defaultValue: '.data/secrets.json',
    parse: path,
  },
  JWT_SECRET: {
    description: 'HMAC key for access tokens, >= 32 bytes (generated in development)',
    defaultValue: undefined,
    requiredInProduction: true,
    parse: secret,
  },
  MEDIA_URL_SECRET: {
    description: 'HMAC key for signed media URLs, >= 32 bytes (generated in development)',
    defaultValue: undefined,
    requiredInProduction: true,
    parse: secret,
  },
  SPA_DIR: {
    description: 'Built frontend served with an index.html fallback (empty to disable)',
    defaultValue: 'frontend/dist',
    parse: (raw) => (raw === '' ? '' : path(raw)),
  },
  TRUST_PROXY: {
    description:
      'Proxies whose X-Forwarded-For is believed: false, true, a hop count or comma-separated addresses',
    defaultValue: 'false',
    parse: trustProxy,
  },
  SMTP_URL: {
    description:
      'SMTP server for outgoing mail (smtp:// or smtps://); unset writes mail to MAIL_DIR',
    defaultValue: undefined,
    parse: url('smtp:', 'smtps:'),
  },
  MAIL_FROM: {
    description: 'Sender of outgoing mail',
    defaultValue: 'Encore <no-reply@encore.local>',
    parse: str,
  },
  LYRICS_UPSTREAM_URL: {
    description:
      'LRCLIB-compatible lyrics service asked on a catalogue miss (e.g. https://lrclib.net); unset answers from the catalogue only',
    defaultValue: undefined,
    parse: url('http:', 'https:'),
  },
  STRIPE_SECRET_KEY: {
    description:
      'Stripe secret key (sk_live_… / sk_test_…); unset runs the built-in test checkout instead (required in production)',
    defaultValue: undefined,
    requiredInProduction: true,
    sensitive: true,
    parse: stripeKey('sk_', 'rk_'),
  },
  STRIPE_WEBHOOK_SECRET: {
    description:
      'Signing secret of the Stripe webhook endpoint (whsec_…); required with STRIPE_SECRET_KEY',
    defaultValue: undefined,
    requiredInProduction: true,
    sensitive: true,
    parse: stripeKey('whsec_'),
  },
  STRIPE_PRICE_SOUNDCHECK: {
    description:
      'Stripe price id of Soundcheck access (£5.99 GBP); the built-in test checkout provides its own',
    defaultValue: undefined,
    parse: stripeKey('price_'),
  },
  STRIPE_API_URL: {
    description:
      'Base URL of the Stripe API the SDK calls (unset: api.stripe.com); for a Stripe-compatible test server',
    defaultValue: undefined,
    parse: url('http:', 'https:'),
  },
  STRIPE_TEST_CHECKOUT_PORT: {
    description:
      'Port of the built-in test checkout when STRIPE_SECRET_KEY is unset (0: any free port)',
    defaultValue: '0',
    parse: int(0, 65535),
  },
  VERIFICATION_SECRET: {
    description:
      'HMAC key signing the ALTCHA proof-of-work challenges, >= 32 bytes (generated in development)',
    defaultValue: undefined,
    requiredInProduction: true,
    sensitive: true,
    parse: secret,
  },
  TURNSTILE_SITE_KEY: {
    description:
      'Cloudflare Turnstile site key; with TURNSTILE_SECRET_KEY (both or neither) Turnstile replaces the built-in ALTCHA',
    defaultValue: undefined,
    parse: turnstileKey,
  },
  TURNSTILE_SECRET_KEY: {
    description: 'Cloudflare Turnstile secret key, for siteverify; set with TURNSTILE_SITE_KEY',
    defaultValue: undefined,
    sensitive: true,
    parse: turnstileKey,
  },
  TURNSTILE_VERIFY_URL: {
    description: 'Turnstile siteverify endpoint (a Turnstile-compatible stand-in in tests)',
    defaultValue: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
    parse: url('http:', 'https:'),
  },
  TURNSTILE_ACTION: {
    description:
      'Action the Turnstile widget is rendered with; when set, siteverify must report the same one',
    defaultValue: undefined,
    parse: turnstileAction,
  },
  APP_STORE_URL: {
    description:
      'App Store listing of the mobile app, where the ?from=app banner sends iOS visitors (unset: no redirect)',
    defaultValue: undefined,
    parse: url('https:'),
  },
  PLAY_STORE_URL: {
    description:
      'Google Play listing of the mobile app, where the ?from=app banner sends Android visitors (unset: no redirect)',
    defaultValue: undefined,
    parse: url('https:'),
  },
  TOTP_ISSUER: {
    description:
      'Name authenticator apps show beside a second-factor (TOTP) enrolment (docs/adr/0031)',
    defaultValue: 'Encore',
    parse: (raw) => (/^[^:]{1,40}$/.test(raw) ? raw : fail('must be 1-40 characters without ":"')),
  },
  TOTP_SECRET_KEY: {
    description:
      'Key encrypting stored second-factor (TOTP) secrets, >= 32 bytes (generated in development)',
    defaultValue: undefined,
    requiredInProduction: true,
    sensitive: true,
    parse: secret,
  },
  WAITLIST_INVITE_DAYS: {
    description:
      'Days the invite code made by approving a waitlist entry keeps working (docs/adr/0035)',
    defaultValue: '14',
    parse: int(1, 365),
  },
  EMBEDDED_WORKER: {
    description: 'Run the queue worker inside the HTTP process (false when a separate worker runs)',
    defaultValue: 'true',
    parse: bool,
  },
  METRICS_TOKEN: {
    description:
      'Bearer token Prometheus sends to GET /api/metrics, >= 32 bytes (generated in development); unset: the route answers 404 (docs/operations.md)',
    defaultValue: undefined,
    sensitive: true,
    parse: secret,
  },
  UPLOAD_DIR: {
    description:
      'Folder where resumable (tus) uploads of masters are written until they finish (local storage; with STORAGE_DRIVER=s3 they go to S3_BUCKET under uploads/)',
    defaultValue: '.data/uploads',
    parse: path,
  },
  MAX_UPLOAD_MB: {
    description:
      'Largest master an artist may upload, in MB (a file over it is refused before any byte is sent)',
    defaultValue: '2048',
    parse: int(1, 10_240),
  },
  MAX_TRACK_MINUTES: {
    description:
      'Longest track the pipeline processes; a longer master fails with a reason the artist can act on',
    defaultValue: '90',
    parse: int(1, 600),
  },
  MEDIA_PROCESSING_CONCURRENCY: {
    description: 'Masters one worker process processes at a time (each takes one core for ffmpeg)',
    defaultValue: '1',
    parse: int(1, 64),
  },
  PROCESSING_STALL_SECONDS: {
    description:
      'A processing job that reports no progress for this long is failed by the watchdog, with a reason, and can be retried',
    defaultValue: '300',
    parse: int(10, 24 * 60 * 60),
  },
  FFMPEG_PATH: {
    description:
      'ffmpeg to run; unset: a system ffmpeg >= 5 on PATH, else the one npm installed (@ffmpeg-installer; docs/adr/0042)',
    defaultValue: undefined,
    parse: str,
  },
  FFPROBE_PATH: {
    description: 'ffprobe to run; unset: found as FFMPEG_PATH is (docs/adr/0042)',
    defaultValue: undefined,
    parse: str,
  },
  HEALTH_MAX_FAILED_JOBS: {
    description: 'GET /api/health reports "degraded" when a queue keeps more failed jobs than this',
    defaultValue: '100',
    parse: int(0, 10_000_000),
  },
  HEALTH_MAX_BACKLOG_SECONDS: {
    description:
      'GET /api/health reports "degraded" when a queue\'s oldest waiting job was added longer ago than this',
    defaultValue: '300',
    parse: int(1, 7 * 24 * 60 * 60),
  },
} satisfies Record<string, EnvVar<unknown>>;

export type EnvSchema = typeof ENV_SCHEMA;
export type Env = {
  [K in keyof EnvSchema]: EnvSchema[K] extends EnvVar<infer T>
    ? EnvSchema[K]['defaultValue'] extends undefined
      ? T | undefined
      : T
    : never;
};

/** Parses and validates the environment, failing with one sentence naming the bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): Env {
  const result: Record<string, unknown> = {};
  const production = env.NODE_ENV === 'production';
  for (const [name, spec] of Object.entries(ENV_SCHEMA) as [string, EnvVar<unknown>][]) {
    const given = env[name];
    const fallback =
      typeof spec.defaultValue === 'function' ? spec.defaultValue(env) : spec.defaultValue;
    const raw = given === undefined || given === '' ? fallback : given;
    if (raw === undefined) {
      if (production && spec.requiredInProduction) {
        throw new Error(
          `Invalid environment: ${name} is required in production (${spec.description}).`,
        );
      }
      result[name] = undefined;
      continue;
    }
    try {
      result[name] = spec.parse(raw);
    } catch (error) {
      const reason = error instanceof EnvError ? error.message : String(error);
      const got = spec.sensitive === true ? '' : ` (got "${raw}")`;
      throw new Error(`Invalid environment: ${name} ${reason}${got}.`, { cause: error });
    }
  }
  return result as Env;
}
