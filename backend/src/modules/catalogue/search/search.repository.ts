import { Injectable } from '@nestjs/common';

import { SqlPool } from '../../../platform/database/index.js';
import type { AlbumRow, ArtistSummaryRow, TrackRow } from '../catalogue-rows.js';
import type { SearchQuery } from './domain/search-query.js';
import { SEARCH_STATEMENTS, searchParameters } from './search-statements.js';

/**
 * Ranked search results, best first, as catalogue rows: one prepared statement per call, run
 * on the SqlPool with the session settings of search-session.ts.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly db: SqlPool) {}

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
