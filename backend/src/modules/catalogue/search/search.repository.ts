import { Injectable } from '@nestjs/common';

import type { AlbumRow, ArtistSummaryRow, TrackRow } from '../catalogue-rows.js';
import type { SearchQuery } from './domain/search-query.js';
import { SearchDatabase } from './search-database.js';
import { SEARCH_STATEMENTS, searchParameters } from './search-statements.js';

/** Ranked search results, best first, as catalogue rows: one statement per call. */
@Injectable()
export class SearchRepository {
  constructor(private readonly db: SearchDatabase) {}

  artists(query: SearchQuery, limit: number): Promise<ArtistSummaryRow[]> {
    return this.db.query(SEARCH_STATEMENTS.artists, searchParameters(query, limit));
  }

  albums(query: SearchQuery, limit: number): Promise<AlbumRow[]> {
    return this.db.query(SEARCH_STATEMENTS.albums, searchParameters(query, limit));
  }

  tracks(query: SearchQuery, limit: number): Promise<TrackRow[]> {
    return this.db.query(SEARCH_STATEMENTS.tracks, searchParameters(query, limit));
  }
}
