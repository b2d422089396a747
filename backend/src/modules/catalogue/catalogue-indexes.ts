/**
 * Expression indexes of the catalogue search migration, declared on the schemas so generated
 * migrations keep them (MikroORM matches an index given as raw DDL by name only). The DDL is
 * what the migration ran; change an index with a new migration and update it here.
 */
const GIN = 'with (fastupdate = off)';
const searchIndexes = (table: string, column: string) => [
  {
    name: `${table}_search_key_index`,
    expression: `create index "${table}_search_key_index" on "${table}" ((encore_search_key("${column}")) collate "C")`,
  },
  {
    name: `${table}_search_vector_index`,
    expression: `create index "${table}_search_vector_index" on "${table}" using gin (to_tsvector('simple', encore_search_text("${column}"))) ${GIN}`,
  },
];

export const ARTIST_INDEXES = [
  ...searchIndexes('artists', 'name'),
  {
    name: 'artists_search_text_trgm_index',
    expression: `create index "artists_search_text_trgm_index" on "artists" using gin (encore_search_text("name") gin_trgm_ops) ${GIN}`,
  },
  {
    name: 'artists_slug_lower_index',
    expression: `create index "artists_slug_lower_index" on "artists" (lower("slug"))`,
  },
  {
    name: 'artists_name_slug_index',
    expression: `create index "artists_name_slug_index" on "artists" (encore_name_slug("name"))`,
  },
];

export const ALBUM_INDEXES = [
  ...searchIndexes('albums', 'title'),
  {
    name: 'albums_slug_lower_index',
    expression: `create index "albums_slug_lower_index" on "albums" (lower("slug"))`,
  },
  {
    // Migration listed_visibility: the few hidden albums, for the genre list.
    name: 'albums_unlisted_index',
    expression: `create index "albums_unlisted_index" on "albums" ("id") where not "listed"`,
  },
];

export const TRACK_INDEXES = [
  ...searchIndexes('tracks', 'title'),
  {
    // Migration playback_facts: media finds a track by its AAC rendition's path.
    name: 'tracks_aac_path_index',
    expression: `create index "tracks_aac_path_index" on "tracks" ("aac_path") where "aac_path" is not null`,
  },
];
