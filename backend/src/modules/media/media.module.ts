import { Module } from '@nestjs/common';

import { StorageModule } from '../../platform/storage/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { MediaStreamRoute } from './media-stream.route.js';
import { MediaStreamer } from './media-streamer.js';
import { MediaTracksRepository } from './media-tracks.repository.js';
import { MediaUrlSigner } from './media-url-signer.js';

@Module({
  // The catalogue's AlbumAccess: one instance decides access for pages and signed URLs alike.
  imports: [StorageModule, CatalogueModule],
  controllers: [MediaController],
  providers: [MediaTracksRepository, MediaService, MediaUrlSigner, MediaStreamer, MediaStreamRoute],
})
export class MediaModule {}
