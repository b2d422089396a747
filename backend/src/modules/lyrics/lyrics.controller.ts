import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { LyricsDto } from './dto/lyrics.dto.js';
import { LyricsQueryDto } from './dto/lyrics-query.dto.js';
import { type FoundLyrics, LyricsService } from './lyrics.service.js';

/**
 * An upstream's lyrics are public and change rarely: shared caches may keep them for a day. The
 * catalogue's are a release's, which may be taken down and must then be gone within a second
 * (docs/adr/0044): caches ask again every time (the client keeps them for its session anyway).
 */
const FOUND_CACHE_CONTROL: Record<FoundLyrics['source'], string> = {
  upstream: 'public, max-age=86400',
  catalogue: 'no-cache',
};

/**
 * LRCLIB-compatible lyrics (docs/adr/0014-lyrics.md): the client's lyrics base is `/api/lyrics`,
 * and it calls `{base}/api/get` as it would call https://lrclib.net/api/get.
 */
@ApiTags('lyrics')
@Controller('lyrics/api')
export class LyricsController {
  constructor(private readonly lyrics: LyricsService) {}

  @Get('get')
  @ApiOperation({
    summary: "A track's lyrics, LRCLIB's /api/get",
    description:
      '400 LYRICS.MISSING_ARTIST_OR_TITLE without artist_name and track_name; 404 LYRICS.TRACK_NOT_FOUND ' +
      '"Track not found"; 503 LYRICS.UPSTREAM_UNAVAILABLE when the configured upstream fails.',
  })
  @ApiOkResponse({ type: LyricsDto })
  async get(
    @Query() query: LyricsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<LyricsDto> {
    const found = await this.lyrics.get(query);
    void reply.header('cache-control', FOUND_CACHE_CONTROL[found.source]);
    return found.lyrics;
  }
}
