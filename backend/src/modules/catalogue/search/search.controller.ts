import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CallerId, OptionalBearerGuard } from '../../../platform/auth/index.js';
import { AlbumsReplyDto } from '../dto/album.dto.js';
import { ArtistsReplyDto } from '../dto/artist.dto.js';
import { TracksReplyDto } from '../dto/track.dto.js';
import { SearchTextQuery, TrackListQuery, TypedSearchQuery } from './dto/search-query.dto.js';
import { SearchService } from './search.service.js';

/**
 * The public list calls (spec §7). The client runs the artist, album and track searches
 * together; `/public/track` also lists an artist's or album's tracks.
 */
@ApiTags('search')
@Controller('public')
export class SearchController {
  constructor(private readonly search: SearchService) {}

  @Get('artist')
  @ApiOkResponse({ type: ArtistsReplyDto })
  async artists(@Query() query: SearchTextQuery): Promise<ArtistsReplyDto> {
    return { artists: await this.search.artists(query.q, query.limit) };
  }

  @Get('album')
  @ApiOkResponse({ type: AlbumsReplyDto })
  async albums(@Query() query: SearchTextQuery): Promise<AlbumsReplyDto> {
    return { albums: await this.search.albums(query.q, query.limit) };
  }

  @Get('search')
  @ApiOkResponse({ type: AlbumsReplyDto })
  async albumSearch(@Query() query: TypedSearchQuery): Promise<AlbumsReplyDto> {
    return { albums: await this.search.albums(query.q, query.limit) };
  }

  @Get('track')
  @ApiOkResponse({ type: TracksReplyDto })
  @ApiBearerAuth()
  @UseGuards(OptionalBearerGuard)
  async tracks(
    @Query() query: TrackListQuery,
    @CallerId() userId: string | null,
  ): Promise<TracksReplyDto> {
    return { tracks: await this.search.trackList(query, userId) };
  }
}
