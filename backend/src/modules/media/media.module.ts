import { Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

import { StorageModule } from '../../platform/storage/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { MediaController } from './media.controller.js';
import { MediaService } from './media.service.js';
import { registerStreamRoute } from './media-stream.route.js';
import { MediaStreamer } from './media-streamer.js';
import { MediaTracksRepository } from './media-tracks.repository.js';
import { MediaUrlSigner } from './media-url-signer.js';

@Module({
  // The catalogue's AlbumAccess: one instance decides access for pages and signed URLs alike.
  imports: [StorageModule, CatalogueModule],
  controllers: [MediaController],
  providers: [MediaTracksRepository, MediaService, MediaUrlSigner, MediaStreamer],
})
export class MediaModule implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly streamer: MediaStreamer,
  ) {}

  onModuleInit(): void {
    registerStreamRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), this.streamer);
  }
}
