import { Injectable } from '@nestjs/common';

import { AlbumAccess } from '../../access/index.js';
import { CatalogueService, MAX_TRACK_LIST } from '../catalogue.service.js';
import { type AlbumDto, toAlbumDto } from '../dto/album.dto.js';
import { type ArtistSummaryDto, toArtistSummaryDto } from '../dto/artist.dto.js';
import { type TrackDto, toTrackDtos } from '../dto/track.dto.js';
import { parseSearchQuery } from './domain/search-query.js';
import {
  DEFAULT_SEARCH_LIMIT,
  MAX_SEARCH_LIMIT,
  type TrackListQuery,
} from './dto/search-query.dto.js';
import { SearchErrors } from './search.errors.js';
import { SearchRepository } from './search.repository.js';

/** Ranked search (docs/architecture.md); a query with nothing to search for answers []. */
@Injectable()
export class SearchService {
  constructor(
    private readonly search: SearchRepository,
    private readonly catalogue: CatalogueService,
    private readonly access: AlbumAccess,
  ) {}

  async artists(text: string, limit = DEFAULT_SEARCH_LIMIT): Promise<ArtistSummaryDto[]> {
    const query = parseSearchQuery(text);
    return query ? (await this.search.artists(query, limit)).map(toArtistSummaryDto) : [];
  }

  async albums(text: string, limit = DEFAULT_SEARCH_LIMIT): Promise<AlbumDto[]> {
    const query = parseSearchQuery(text);
    return query ? (await this.search.albums(query, limit)).map(toAlbumDto) : [];
  }

  async tracks(text: string, limit: number, userId: string | null): Promise<TrackDto[]> {
    const query = parseSearchQuery(text);
    if (!query) return [];
    return toTrackDtos(await this.search.tracks(query, limit), this.access, userId);
  }

  /** `/public/track`: a search, or an artist's or album's tracks (the catalogue's). */
  trackList(filter: TrackListQuery, userId: string | null): Promise<TrackDto[]> {
    const { q, artist, album, limit } = filter;
    if ([q, artist, album].filter((value) => value !== undefined).length !== 1) {
      throw SearchErrors.TRACK_FILTER();
    }
    if (q !== undefined) {
      if (limit !== undefined && limit > MAX_SEARCH_LIMIT) throw SearchErrors.LIMIT_TOO_LARGE();
      return this.tracks(q, limit ?? DEFAULT_SEARCH_LIMIT, userId);
    }
    if (artist !== undefined) {
      return this.catalogue.tracksOfArtist(artist, limit ?? MAX_TRACK_LIST, userId);
    }
    return this.catalogue.tracksOfAlbum(album ?? '', limit ?? MAX_TRACK_LIST, userId);
  }
}
