import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { createMediaStorage } from './create-media-storage.js';
import { MediaStorage } from './media-storage.js';

/** The media storage port (import where needed): local disk under MEDIA_DIR, or S3 (STORAGE_DRIVER). */
@Module({
  providers: [
    {
      provide: MediaStorage,
      inject: [AppConfig],
      useFactory: ({ env }: AppConfig): MediaStorage => createMediaStorage(env),
    },
  ],
  exports: [MediaStorage],
})
export class StorageModule {}
