import { Module } from '@nestjs/common';

import { AppConfig } from '../../config/index.js';
import { LocalDiskStorage } from './local-disk-storage.js';
import { MediaStorage } from './media-storage.js';

/** The media storage port (import where needed); local disk under MEDIA_DIR is the only adapter so far. */
@Module({
  providers: [
    {
      provide: MediaStorage,
      inject: [AppConfig],
      useFactory: ({ env }: AppConfig): MediaStorage => new LocalDiskStorage(env.MEDIA_DIR),
    },
  ],
  exports: [MediaStorage],
})
export class StorageModule {}
