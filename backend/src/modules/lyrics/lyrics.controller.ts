import { Controller, Get, Header, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';

import { LyricsDto } from './dto/lyrics.dto.js';
import { LyricsQueryDto } from './dto/lyrics-query.dto.js';
import { LyricsService } from './lyrics.service.js';

/** Lyrics are public and change rarely: shared caches may keep a found reply for a day. */
const FOUND_CACHE_CONTROL = 'public, max-age=86400';

/**
 * LRCLIB-compatible lyrics (docs/adr/0014-lyrics.md): the client's lyrics base is `/api/lyrics`,
 * and it calls `{base}/api/get` as it would call https://lrclib.net/api/get.
 */
@ApiTags('lyrics')
@Controller('lyrics/api')
export class LyricsController {
  constructor(private readonly lyrics: LyricsService) {}

  @Get('get')
  @Header('cache-control', FOUND_CACHE_CONTROL)
  @ApiOperation({
    summary: "A track's lyrics, LRCLIB's /api/get",
    description:
      '400 LYRICS.MISSING_ARTIST_OR_TITLE without artist_name and track_name; 404 LYRICS.TRACK_NOT_FOUND ' +
      '"Track not found"; 503 LYRICS.UPSTREAM_UNAVAILABLE when the configured upstream fails.',
  })
  @ApiOkResponse({ type: LyricsDto })
  get(@Query() query: LyricsQueryDto): Promise<LyricsDto> {
    return this.lyrics.get(query);
  }
}
