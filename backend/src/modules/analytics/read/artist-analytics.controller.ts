import { Controller, Get, Header, Param, Query, Res, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';

import { type AccessClaims, CurrentUser, JwtAuthGuard } from '../../../platform/auth/index.js';
import { ArtistAnalyticsService } from './artist-analytics.service.js';
import { AnalyticsQueryDto, TrackAnalyticsParamsDto } from './dto/analytics-query.dto.js';
import { ArtistAnalyticsDto, TrackAnalyticsDto } from './dto/artist-analytics.dto.js';

/**
 * The artist analytics dashboard's reads (ADR 0027): an artist account reads its own artist
 * profile's figures, an admin any artist's (`artist_id`). Figures are never cached by a browser
 * or proxy: they are the artist's own business.
 */
@ApiTags('analytics')
@ApiBearerAuth()
@UseGuards(JwtAuthGuard)
@Controller('artist/analytics')
export class ArtistAnalyticsController {
  constructor(private readonly analytics: ArtistAnalyticsService) {}

  @Get()
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "An artist's figures over a period, beside the period before it" })
  @ApiOkResponse({ type: ArtistAnalyticsDto })
  artist(
    @CurrentUser() caller: AccessClaims,
    @Query() query: AnalyticsQueryDto,
  ): Promise<ArtistAnalyticsDto> {
    return this.analytics.artist(caller, query);
  }

  @Get('export.csv')
  @ApiOperation({ summary: 'The same period as CSV: one row per day and track with activity' })
  @ApiProduces('text/csv')
  @ApiOkResponse({ schema: { type: 'string' } })
  async csv(
    @CurrentUser() caller: AccessClaims,
    @Query() query: AnalyticsQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const { fileName, body } = await this.analytics.csv(caller, query);
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'private, no-store');
    return body;
  }

  @Get('tracks/:trackId')
  @Header('cache-control', 'private, no-store')
  @ApiOperation({ summary: "One track's figures and retention curve over a period" })
  @ApiOkResponse({ type: TrackAnalyticsDto })
  track(
    @CurrentUser() caller: AccessClaims,
    @Param() params: TrackAnalyticsParamsDto,
    @Query() query: AnalyticsQueryDto,
  ): Promise<TrackAnalyticsDto> {
    return this.analytics.track(caller, params.trackId, query);
  }
}
