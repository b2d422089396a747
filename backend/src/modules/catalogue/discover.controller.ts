import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';

import { CatalogueRepository } from './catalogue.repository.js';
import { DiscoverRepository } from './discover.repository.js';
import { toAlbumDto } from './dto/album.dto.js';
import { toArtistSummaryDto } from './dto/artist.dto.js';
import { DiscoverDto } from './dto/discover.dto.js';

const SHELF = 12;
const FEATURED = 8;

/** `/discover` (designed by us, docs/adr/0010-catalogue-pages.md): four shelves, one request. */
@ApiTags('catalogue')
@Controller('public')
export class DiscoverController {
  constructor(
    private readonly discover: DiscoverRepository,
    private readonly catalogue: CatalogueRepository,
  ) {}

  @Get('discover')
  @ApiOkResponse({ type: DiscoverDto })
  async shelves(): Promise<DiscoverDto> {
    const [releases, artists, soundcheck, genres] = await Promise.all([
      this.discover.newReleases(SHELF),
      this.discover.featuredArtists(FEATURED),
      this.discover.soundcheckAlbums(SHELF),
      this.catalogue.genreNames(),
    ]);
    return {
      new_releases: releases.map(toAlbumDto),
      featured_artists: artists.map(toArtistSummaryDto),
      soundcheck_albums: soundcheck.map(toAlbumDto),
      genres: genres.map((name) => ({ name })),
    };
  }
}
