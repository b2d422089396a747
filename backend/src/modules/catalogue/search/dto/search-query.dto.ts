import { Field } from '../../../../platform/http/index.js';
import { MAX_TRACK_LIST } from '../../catalogue.service.js';

export const DEFAULT_SEARCH_LIMIT = 20;
export const MAX_SEARCH_LIMIT = 50;
const MAX_QUERY_CHARS = 200;

const Q_DESCRIPTION =
  'Search text. Under 2 characters (trimmed) the answer is an empty list. Accents, case and ' +
  'punctuation are ignored, the last word may be unfinished, and typos are corrected.';

const searchText = (optional: boolean) =>
  Field(
    { type: 'string', maxLength: MAX_QUERY_CHARS },
    {
      optional,
      description: Q_DESCRIPTION,
      message: {
        required: 'The search text q is required',
        type: 'The search text q must be text',
        length: `The search text q must be at most ${MAX_QUERY_CHARS} characters`,
      },
    },
  );

const limit = (max: number, description?: string) =>
  Field(
    { type: 'integer', minimum: 1, maximum: max },
    { optional: true, description, message: `limit must be a whole number from 1 to ${max}` },
  );

/** `?q=&limit=` of the artist and album searches. */
export class SearchTextQuery {
  @searchText(false)
  q!: string;

  @limit(MAX_SEARCH_LIMIT, `Default ${DEFAULT_SEARCH_LIMIT}`)
  limit?: number;
}

/** `/public/search`: only albums can be searched there for now (spec §7). */
export class TypedSearchQuery extends SearchTextQuery {
  @Field(
    { type: 'string', enum: ['album'] },
    { message: 'type must be "album": only album search is available for now' },
  )
  type!: 'album';
}

/** `/public/track`: a search (`q`) or an artist's or album's tracks; exactly one of the three. */
export class TrackListQuery {
  @searchText(true)
  q?: string;

  @Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: "The artist's tracks, newest release first",
      message: 'artist must be an artist id (a UUID)',
    },
  )
  artist?: string;

  @Field(
    { type: 'string', format: 'uuid' },
    {
      optional: true,
      description: "The album's tracks in track order",
      message: 'album must be an album id (a UUID)',
    },
  )
  album?: string;

  @limit(
    MAX_TRACK_LIST,
    `At most ${MAX_SEARCH_LIMIT} (default ${DEFAULT_SEARCH_LIMIT}) with q; else at most and by default ${MAX_TRACK_LIST}`,
  )
  limit?: number;
}
