import type { AppConfig } from '../../config/index.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3Storage } from './s3-storage.js';

export type StorageSettings = Pick<
  AppConfig['env'],
  | 'STORAGE_DRIVER'
  | 'MEDIA_DIR'
  | 'S3_ENDPOINT'
  | 'S3_REGION'
  | 'S3_BUCKET'
  | 'S3_ACCESS_KEY_ID'
  | 'S3_SECRET_ACCESS_KEY'
  | 'S3_FORCE_PATH_STYLE'
>;

/** The adapter STORAGE_DRIVER names; the app and the seed build theirs here alike. */
export function createMediaStorage(env: StorageSettings): MediaStorage {
  if (env.STORAGE_DRIVER === 'local') return new LocalDiskStorage(env.MEDIA_DIR);
  if (env.S3_BUCKET === undefined) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
  return new S3Storage({
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials:
      env.S3_ACCESS_KEY_ID === undefined || env.S3_SECRET_ACCESS_KEY === undefined
        ? undefined
        : { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
  });
}

/**
 * The origin a browser fetches this storage's direct addresses from (for the CSP's media-src
 * and connect-src), read off a real presigned address so it is exactly what the SDK produces;
 * null when the app serves media itself.
 */
export async function directOriginOf(storage: MediaStorage): Promise<string | null> {
  const probe = await storage.directUrl('origin-probe', 60).catch((error: unknown) => {
    // Presigning needs credentials: without any, say so at boot rather than on the first play.
    throw new Error(`The media storage cannot sign addresses: ${String(error)}`, { cause: error });
  });
  return probe === null ? null : new URL(probe).origin;
}
