import { Controller, Get, Param, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CallerId, OptionalBearerGuard } from '../../platform/auth/index.js';
import { CatalogueService } from './catalogue.service.js';
import { AlbumDetailDto } from './dto/album.dto.js';
import { ArtistDto } from './dto/artist.dto.js';
import { GenreDto } from './dto/genre.dto.js';
import { AlbumIdParams, ArtistIdParams, ArtistSlugParams } from './dto/identifier.dto.js';

/** Public catalogue pages; the list and search calls (`?q=`, `?artist=`) are the search module's. */
@ApiTags('catalogue')
@Controller('public')
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('artist/slug/:slug')
  @ApiOkResponse({ type: ArtistDto })
  artistBySlug(@Param() params: ArtistSlugParams): Promise<ArtistDto> {
    return this.catalogue.artistBySlug(params.slug);
  }

  @Get('artist/:id')
  @ApiOkResponse({ type: ArtistDto })
  artistById(@Param() params: ArtistIdParams): Promise<ArtistDto> {
    return this.catalogue.artistById(params.id);
  }

  @Get('album/:id')
  @ApiOkResponse({ type: AlbumDetailDto })
  @ApiBearerAuth()
  @UseGuards(OptionalBearerGuard)
  album(
    @Param() params: AlbumIdParams,
    @CallerId() userId: string | null,
  ): Promise<AlbumDetailDto> {
    return this.catalogue.album(params.id, userId);
  }

  @Get('genres')
  @ApiOkResponse({ type: [GenreDto] })
  genres(): Promise<GenreDto[]> {
    return this.catalogue.genres();
  }
}
