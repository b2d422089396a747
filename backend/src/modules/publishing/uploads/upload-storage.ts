import { Inject, Injectable } from '@nestjs/common';
import { IoRedisKvStore } from '@tus/server';
import type { MetadataValue } from '@tus/s3-store';
import type { Redis } from 'ioredis';

import { AppConfig } from '../../../config/index.js';
import { REDIS } from '../../../platform/redis/index.js';
import {
  MasterFileStore,
  MasterS3Store,
  type MasterStore,
  S3_UPLOADS_PREFIX,
} from './master-stores.js';
import { UploadStoreGuard } from './upload-store-guard.js';

/** An unfinished upload is refused (410) and then removed after this long. */
export const UPLOAD_LIFETIME_MS = 24 * 60 * 60 * 1000;

/** The store id prefix of the configured store (`uploads/` in the bucket, none on disk). */
export const uploadStorePrefix = (config: AppConfig): string =>
  config.env.STORAGE_DRIVER === 's3' ? S3_UPLOADS_PREFIX : '';

/**
 * Where unfinished uploads live, by STORAGE_DRIVER (docs/adr/0043): files in UPLOAD_DIR on the
 * embedded default, multipart uploads in the media bucket under `uploads/` with S3. Either way
 * every API replica sees every upload (UPLOAD_DIR must then be shared), which is what lets a
 * resumed upload land on any of them.
 */
@Injectable()
export class UploadStorage {
  readonly store: MasterStore;

  constructor(config: AppConfig, guard: UploadStoreGuard, @Inject(REDIS) redis: Redis) {
    const { env } = config;
    if (env.STORAGE_DRIVER === 'local') {
      this.store = new MasterFileStore(guard, {
        directory: env.UPLOAD_DIR,
        expirationPeriodInMilliseconds: UPLOAD_LIFETIME_MS,
      });
      return;
    }
    if (env.S3_BUCKET === undefined) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET');
    this.store = new MasterS3Store(guard, {
      s3ClientConfig: {
        bucket: env.S3_BUCKET,
        region: env.S3_REGION,
        forcePathStyle: env.S3_FORCE_PATH_STYLE,
        ...(env.S3_ENDPOINT === undefined ? {} : { endpoint: env.S3_ENDPOINT }),
        ...(env.S3_ACCESS_KEY_ID === undefined || env.S3_SECRET_ACCESS_KEY === undefined
          ? {}
          : {
              credentials: {
                accessKeyId: env.S3_ACCESS_KEY_ID,
                secretAccessKey: env.S3_SECRET_ACCESS_KEY,
              },
            }),
        // As for the media (ADR 0039): many S3-compatible stores refuse the default checksums.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      },
      expirationPeriodInMilliseconds: UPLOAD_LIFETIME_MS,
      // Our own job removes what expired; object tags are not supported by every S3-compatible store.
      useTags: false,
      // Shared by the replicas: a removed upload must be gone for all of them, not cached.
      cache: new IoRedisKvStore<MetadataValue>(redis, 'tus-s3-upload:'),
    });
  }
}
