import { Module } from '@nestjs/common';

import { StorageModule } from '../../platform/storage/index.js';
import { AccessModule } from '../access/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { MediaAddresses } from './media-addresses.js';
import { MediaImagesRoute } from './media-images.route.js';
import { MediaPeaksRoute } from './media-peaks.route.js';
import { MediaStreamRoute } from './media-stream.route.js';
import { MediaStreamer } from './media-streamer.js';
import { MediaTracksRepository } from './media-tracks.repository.js';
import { MediaUrlSigner } from './media-url-signer.js';
import { StreamVisibility } from './stream-visibility.js';

@Module({
  // AlbumAccess: one rule decides access for pages, the access check and signed URLs alike;
  // the catalogue's ListingChanges: a take-down reaches the stream's cached audiences at once.
  imports: [StorageModule, AccessModule, CatalogueModule],
  controllers: [MediaController],
  providers: [
    MediaTracksRepository,
    MediaService,
    MediaUrlSigner,
    MediaAddresses,
    MediaStreamer,
    MediaStreamRoute,
    MediaImagesRoute,
    MediaPeaksRoute,
    StreamVisibility,
  ],
})
export class MediaModule {}
