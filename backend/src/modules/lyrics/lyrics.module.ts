import { Module } from '@nestjs/common';

import { LyricsController } from './lyrics.controller.js';
import { LyricsRepository } from './lyrics.repository.js';
import { LyricsService } from './lyrics.service.js';
import { LrclibClient } from './upstream/lrclib-client.js';
import { LyricsCache } from './upstream/lyrics-cache.js';
import { UpstreamLyrics } from './upstream/upstream-lyrics.js';

/** LRCLIB-compatible lyrics: `GET /api/lyrics/api/get` over the catalogue, then an optional upstream. */
@Module({
  controllers: [LyricsController],
  providers: [LyricsRepository, LyricsService, LrclibClient, LyricsCache, UpstreamLyrics],
})
export class LyricsModule {}
