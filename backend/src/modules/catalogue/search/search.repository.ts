import { Injectable } from '@nestjs/common';

import { type PreparedStatement, SqlPool } from '../../../platform/database/index.js';
import type { AlbumRow, ArtistSummaryRow, TrackRow } from '../catalogue-rows.js';
import type { SearchQuery } from './domain/search-query.js';
import {
  CORRECTION_SEARCH_STATEMENTS as CORRECTIONS,
  type CorrectionValues,
  searchParameters,
  type SearchValues,
  TYPED_SEARCH_STATEMENTS as TYPED,
} from './search-statements.js';

/**
 * Ranked search results, best first, as catalogue rows, on the SqlPool with the session settings
 * of search-session.ts. The tiers of the query as typed run first; only when they find fewer than
 * `limit` results do the rewritten query's tiers (typos, spacing, punctuation) add the rest —
 * together exactly what the whole statement (SEARCH_STATEMENTS) answers, at a fraction of its
 * cost for the queries the typed tiers answer.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly db: SqlPool) {}

  artists(query: SearchQuery, limit: number): Promise<ArtistSummaryRow[]> {
    return this.ranked(TYPED.artists, CORRECTIONS.artists, query, limit);
  }

  albums(query: SearchQuery, limit: number): Promise<AlbumRow[]> {
    return this.ranked(TYPED.albums, CORRECTIONS.albums, query, limit);
  }

  tracks(query: SearchQuery, limit: number): Promise<TrackRow[]> {
    return this.ranked(TYPED.tracks, CORRECTIONS.tracks, query, limit);
  }

  private async ranked<Row extends { id: string }>(
    typed: PreparedStatement<Row, SearchValues>,
    corrections: PreparedStatement<Row, CorrectionValues>,
    query: SearchQuery,
    limit: number,
  ): Promise<Row[]> {
    const values = searchParameters(query, limit);
    const found = await this.db.query(typed, values);
    if (found.length >= limit) return found;
    const rest = await this.db.query(corrections, [...values, found.map((row) => row.id)]);
    return [...found, ...rest];
  }
}
