import { loadConfig } from './app-config.js';
import { parseEnv } from './env.schema.js';

const SECRETS = {
  JWT_SECRET: 'j'.repeat(32),
  MEDIA_URL_SECRET: 'm'.repeat(32),
  VERIFICATION_SECRET: 'v'.repeat(32),
  TOTP_SECRET_KEY: 't'.repeat(32),
};
const S3 = { ...SECRETS, STORAGE_DRIVER: 's3', S3_BUCKET: 'encore-media' };

describe('media storage settings', () => {
  it('keeps media on the local disk unless told otherwise', () => {
    const env = parseEnv({});
    expect(env.STORAGE_DRIVER).toBe('local');
    expect(env.S3_REGION).toBe('us-east-1');
    expect(env.S3_FORCE_PATH_STYLE).toBe(false);
  });

  it('addresses a custom endpoint path-style by default, and as told when told', () => {
    expect(parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(
      parseEnv({ S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' })
        .S3_FORCE_PATH_STYLE,
    ).toBe(false);
  });

  it.each([
    [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER must be one of local, s3 (got "gcs")'],
    [
      { S3_ENDPOINT: 'minio:9000' },
      'S3_ENDPOINT must be a http:// or https:// URL (got "minio:9000")',
    ],
    [{ S3_BUCKET: 'Encore_Media' }, 'S3_BUCKET must be an S3 bucket name'],
    [{ S3_REGION: 'EU West' }, 'S3_REGION must be a region name such as eu-west-1'],
  ])('refuses %o in one sentence naming the variable', (env, message) => {
    expect(() => parseEnv(env)).toThrow(`Invalid environment: ${message}`);
  });

  it('needs a bucket for s3', () => {
    expect(() => loadConfig({ ...S3, S3_BUCKET: undefined })).toThrow(
      /S3_BUCKET is required with STORAGE_DRIVER=s3/,
    );
  });

  it('takes both halves of a key pair or neither, and never repeats the secret', () => {
    const refusal = (() => {
      try {
        loadConfig({ ...S3, S3_SECRET_ACCESS_KEY: 'a-secret-that-must-not-be-printed' });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(refusal).toMatch(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
    expect(refusal).not.toContain('a-secret-that-must-not-be-printed');
    expect(loadConfig(S3).env.S3_BUCKET).toBe('encore-media');
    expect(
      loadConfig({ ...S3, S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' }).env
        .S3_ACCESS_KEY_ID,
    ).toBe('key');
  });
});
