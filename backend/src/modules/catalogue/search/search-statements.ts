import {
  ALBUM_COLUMNS,
  ALBUM_FROM,
  ARTIST_SUMMARY_COLUMNS,
  TRACK_COLUMNS,
  TRACK_FROM,
} from '../catalogue-rows.js';
import type { SearchQuery } from './domain/search-query.js';
import { rankedSearchSql } from './search-sql.js';

/** A named statement: prepared once per pooled connection, then only bound and executed. */
export interface Statement {
  name: string;
  text: string;
}

export type SearchKind = 'artists' | 'albums' | 'tracks';

const OWN = { rank: 1, expand: null } as const;

export const SEARCH_STATEMENTS: Readonly<Record<SearchKind, Statement>> = {
  artists: {
    name: 'search-artists',
    text: rankedSearchSql({
      fields: [
        { ...OWN, source: 'artists' },
        {
          rank: 4,
          source: 'genres',
          expand: 'SELECT ag.artist_id AS id FROM artist_genres ag WHERE ag.genre_id = m.id',
        },
      ],
      columns: ARTIST_SUMMARY_COLUMNS,
      from: 'artists ar',
      target: { alias: 'ar', source: 'artists' },
    }),
  },
  albums: {
    name: 'search-albums',
    text: rankedSearchSql({
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
      columns: ALBUM_COLUMNS,
      from: ALBUM_FROM,
      target: { alias: 'al', source: 'albums' },
    }),
  },
  tracks: {
    name: 'search-tracks',
    text: rankedSearchSql({
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
      columns: TRACK_COLUMNS,
      from: TRACK_FROM,
      target: { alias: 't', source: 'tracks' },
    }),
  },
};

/** The statements' parameters, in $1…$6 order. */
export const searchParameters = (query: SearchQuery, limit: number): unknown[] => [
  query.key,
  query.keyEnd,
  query.tsquery,
  query.words,
  limit,
  query.text,
];
