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
import { type RankedSearch, rankedSearchSql, type SearchDepth } from './search-sql.js';

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

/** The corrections statements' parameters: $1…$7, then the ids the typed tiers found. */
export type CorrectionValues = readonly [...SearchValues, typedIds: readonly string[]];

export type SearchKind = 'artists' | 'albums' | 'tracks';

interface SearchStatements<Values extends readonly unknown[] = SearchValues> {
  artists: PreparedStatement<ArtistSummaryRow, Values>;
  albums: PreparedStatement<AlbumRow, Values>;
  tracks: PreparedStatement<TrackRow, Values>;
}

const OWN = { rank: 1, expand: null } as const;

/*
 * A related row names the searched ones it stands for: an artist their listed albums and tracks,
 * an album its listed tracks, a genre its listed albums and their tracks (docs/adr/0044).
 */

const SEARCHES: Readonly<Record<SearchKind, RankedSearch>> = {
  artists: {
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
  },
  albums: {
    fields: [
      { ...OWN, source: 'albums' },
      {
        rank: 2,
        source: 'artists',
        expand: 'SELECT a.id FROM albums a WHERE a.artist_id = m.id AND a.listed',
      },
      {
        rank: 4,
        source: 'genres',
        expand: `SELECT ag.album_id AS id FROM album_genres ag JOIN albums a ON a.id = ag.album_id
          WHERE ag.genre_id = m.id AND a.listed`,
      },
    ],
    documents: { table: 'album_search_documents', id: 'album_id', albumKey: false },
    columns: ALBUM_COLUMNS,
    from: ALBUM_FROM,
    target: { alias: 'al', source: 'albums' },
  },
  tracks: {
    fields: [
      { ...OWN, source: 'tracks' },
      {
        rank: 2,
        source: 'artists',
        expand: 'SELECT x.id FROM tracks x WHERE x.artist_id = m.id AND x.listed',
      },
      {
        rank: 3,
        source: 'albums',
        expand: 'SELECT x.id FROM tracks x WHERE x.album_id = m.id AND x.listed',
      },
      {
        rank: 4,
        source: 'genres',
        expand: `SELECT x.id FROM album_genres ag JOIN tracks x ON x.album_id = ag.album_id
          WHERE ag.genre_id = m.id AND x.listed`,
      },
    ],
    documents: { table: 'track_search_documents', id: 'track_id', albumKey: true },
    columns: TRACK_COLUMNS,
    from: TRACK_FROM,
    target: { alias: 't', source: 'tracks' },
  },
};

function statementsAt<Values extends readonly unknown[]>(
  depth: SearchDepth,
): SearchStatements<Values> {
  const suffix = depth === 'all' ? '' : `-${depth}`;
  const statement = <Row>(kind: SearchKind) =>
    preparedStatement<Row, Values>(
      `search-${kind}${suffix}`,
      rankedSearchSql(SEARCHES[kind], depth),
    );
  return {
    artists: statement<ArtistSummaryRow>('artists'),
    albums: statement<AlbumRow>('albums'),
    tracks: statement<TrackRow>('tracks'),
  };
}

/** Every tier of the ranked search (search-sql.ts). */
export const SEARCH_STATEMENTS: Readonly<SearchStatements> = statementsAt('all');
/** The tiers of the query as typed: the same answer whenever it finds LIMIT results. */
export const TYPED_SEARCH_STATEMENTS: Readonly<SearchStatements> = statementsAt('typed');
/** The rewritten query's tiers after the typed ones found fewer than LIMIT: the rest. */
export const CORRECTION_SEARCH_STATEMENTS: Readonly<SearchStatements<CorrectionValues>> =
  statementsAt('corrections');

export const searchParameters = (query: SearchQuery, limit: number): SearchValues => [
  query.key,
  query.keyEnd,
  query.tsquery,
  query.words,
  limit,
  query.text,
  query.wholeTsquery,
];
