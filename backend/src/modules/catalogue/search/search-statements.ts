import { type PreparedStatement, preparedStatement } from '../../../platform/database/index.js';
import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  type AlbumRow,
  ARTIST_SUMMARY_COLUMNS,
  type ArtistSummaryRow,
  TRACK_COLUMNS,
  TRACK_FROM,
  type TrackRow,
} from '../catalogue-rows.js';
import type { SearchQuery } from './domain/search-query.js';
import { rankedSearchSql } from './search-sql.js';

/** The statements' parameters, in $1…$7 order (see rankedSearchSql). */
export type SearchValues = readonly [
  key: string,
  keyEnd: string,
  tsquery: string,
  words: readonly string[],
  limit: number,
  text: string,
  wholeTsquery: string,
];

export type SearchKind = 'artists' | 'albums' | 'tracks';

interface SearchStatements {
  artists: PreparedStatement<ArtistSummaryRow, SearchValues>;
  albums: PreparedStatement<AlbumRow, SearchValues>;
  tracks: PreparedStatement<TrackRow, SearchValues>;
}

const OWN = { rank: 1, expand: null } as const;

export const SEARCH_STATEMENTS: Readonly<SearchStatements> = {
  artists: preparedStatement(
    'search-artists',
    rankedSearchSql({
      fields: [
        { ...OWN, source: 'artists' },
        {
          rank: 4,
          source: 'genres',
          expand: 'SELECT ag.artist_id AS id FROM artist_genres ag WHERE ag.genre_id = m.id',
        },
      ],
      documents: null,
      columns: ARTIST_SUMMARY_COLUMNS,
      from: 'artists ar',
      target: { alias: 'ar', source: 'artists' },
    }),
  ),
  albums: preparedStatement(
    'search-albums',
    rankedSearchSql({
      fields: [
        { ...OWN, source: 'albums' },
        {
          rank: 2,
          source: 'artists',
          expand: 'SELECT a.id FROM albums a WHERE a.artist_id = m.id',
        },
        {
          rank: 4,
          source: 'genres',
          expand: 'SELECT ag.album_id AS id FROM album_genres ag WHERE ag.genre_id = m.id',
        },
      ],
      documents: { table: 'album_search_documents', id: 'album_id', albumKey: false },
      columns: ALBUM_COLUMNS,
      from: ALBUM_FROM,
      target: { alias: 'al', source: 'albums' },
    }),
  ),
  tracks: preparedStatement(
    'search-tracks',
    rankedSearchSql({
      fields: [
        { ...OWN, source: 'tracks' },
        {
          rank: 2,
          source: 'artists',
          expand: 'SELECT x.id FROM tracks x WHERE x.artist_id = m.id',
        },
        { rank: 3, source: 'albums', expand: 'SELECT x.id FROM tracks x WHERE x.album_id = m.id' },
        {
          rank: 4,
          source: 'genres',
          expand: `SELECT x.id FROM album_genres ag JOIN tracks x ON x.album_id = ag.album_id
            WHERE ag.genre_id = m.id`,
        },
      ],
      documents: { table: 'track_search_documents', id: 'track_id', albumKey: true },
      columns: TRACK_COLUMNS,
      from: TRACK_FROM,
      target: { alias: 't', source: 'tracks' },
    }),
  ),
};

export const searchParameters = (query: SearchQuery, limit: number): SearchValues => [
  query.key,
  query.keyEnd,
  query.tsquery,
  query.words,
  limit,
  query.text,
  query.wholeTsquery,
];
