import type pg from 'pg';

import {
  BULK_SLUG_PREFIX,
  type BulkAlbum,
  type BulkArtist,
  type BulkCounts,
  type BulkSources,
  type BulkTrack,
} from './bulk-plan.js';

/**
 * ~5k rows per statement: one `INSERT … SELECT FROM unnest($1::type[], …)` per batch sends one
 * array per column, so PostgreSQL parses one small statement instead of 40k placeholders.
 * (COPY would be faster still but needs pg-copy-streams, which is not a dependency.)
 */
export const BATCH_SIZE = 5_000;

interface Column<Row> {
  name: string;
  type: string;
  value: (row: Row) => unknown;
}

const BULK = `${BULK_SLUG_PREFIX}%`;

export const ARTIST_COLUMNS: readonly Column<BulkArtist>[] = [
  { name: 'id', type: 'uuid', value: (a) => a.id },
  { name: 'slug', type: 'text', value: (a) => a.slug },
  { name: 'name', type: 'text', value: (a) => a.name },
  { name: 'bio', type: 'text', value: (a) => a.bio },
  { name: 'image_url', type: 'text', value: (a) => a.imageUrl },
  { name: 'banner_url', type: 'text', value: (a) => a.bannerUrl },
];

export const ALBUM_COLUMNS: readonly Column<BulkAlbum>[] = [
  { name: 'id', type: 'uuid', value: (a) => a.id },
  { name: 'slug', type: 'text', value: (a) => a.slug },
  { name: 'title', type: 'text', value: (a) => a.title },
  { name: 'artwork_url', type: 'text', value: (a) => a.artworkUrl },
  { name: 'release_date', type: 'date', value: (a) => a.releaseDate },
  { name: 'access_type', type: 'album_access_type', value: (a) => a.accessType },
  { name: 'artist_id', type: 'uuid', value: (a) => a.artistId },
];

export const TRACK_COLUMNS: readonly Column<BulkTrack>[] = [
  { name: 'title', type: 'text', value: (t) => t.title },
  { name: 'track_number', type: 'int2', value: (t) => t.trackNumber },
  { name: 'duration_s', type: 'numeric', value: (t) => t.durationS },
  { name: 'file_path', type: 'text', value: (t) => t.filePath },
  { name: 'preview_path', type: 'text', value: (t) => t.previewPath },
  { name: 'explicit', type: 'bool', value: (t) => t.explicit },
  { name: 'album_id', type: 'uuid', value: (t) => t.albumId },
  { name: 'artist_id', type: 'uuid', value: (t) => t.artistId },
];

/** A pivot row: (owner id, linked id). */
export type Link = readonly [string, string];
const linkColumns = (owner: string, linked: string): readonly Column<Link>[] => [
  { name: owner, type: 'uuid', value: (link) => link[0] },
  { name: linked, type: 'uuid', value: (link) => link[1] },
];
export const LINK_COLUMNS = {
  artist_genres: linkColumns('artist_id', 'genre_id'),
  artist_moods: linkColumns('artist_id', 'mood_id'),
  album_genres: linkColumns('album_id', 'genre_id'),
} as const;

/** Inserts `rows` in batches; answers how many were written. */
export async function insertRows<Row>(
  client: pg.ClientBase,
  table: string,
  columns: readonly Column<Row>[],
  rows: Iterable<Row>,
  onBatch: (written: number) => void = () => undefined,
): Promise<number> {
  const names = columns.map((c) => c.name).join(', ');
  const arrays = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(', ');
  const sql = `INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays})`;
  let batch: Row[] = [];
  let written = 0;
  const flush = async (): Promise<void> => {
    await client.query(
      sql,
      columns.map((column) => batch.map(column.value)),
    );
    written += batch.length;
    batch = [];
    onBatch(written);
  };
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH_SIZE) await flush();
  }
  if (batch.length > 0) await flush();
  return written;
}

export async function assertMigrated(client: pg.ClientBase): Promise<void> {
  const { rows } = await client.query<{ ok: boolean }>(
    `SELECT to_regclass('public.tracks') IS NOT NULL AS ok`,
  );
  if (rows[0]?.ok !== true) {
    throw new Error(
      'The database has no catalogue tables: run `npm run migrate -w backend` first.',
    );
  }
}

export async function countBulkRows(client: pg.ClientBase): Promise<BulkCounts> {
  const { rows } = await client.query<BulkCounts>(
    `SELECT (SELECT count(*) FROM artists WHERE slug LIKE $1)::int AS artists,
            (SELECT count(*) FROM albums WHERE slug LIKE $1)::int AS albums,
            (SELECT count(*) FROM tracks t JOIN albums a ON a.id = t.album_id WHERE a.slug LIKE $1)::int AS tracks`,
    [BULK],
  );
  return rows[0] ?? { artists: 0, albums: 0, tracks: 0 };
}

/** Tracks first: deleting them directly is much faster than 500k cascaded deletes. */
export async function deleteBulkRows(client: pg.ClientBase): Promise<void> {
  await client.query(
    'DELETE FROM tracks t USING albums a WHERE t.album_id = a.id AND a.slug LIKE $1',
    [BULK],
  );
  await client.query('DELETE FROM albums WHERE slug LIKE $1', [BULK]);
  await client.query('DELETE FROM artists WHERE slug LIKE $1', [BULK]);
}

/** Reads what the demo seed made; fails with the fix when it has not run. */
export async function loadBulkSources(client: pg.ClientBase): Promise<BulkSources> {
  const notBulk = `(slug IS NULL OR slug NOT LIKE $1)`;
  // One client runs one query at a time: these go in sequence.
  const genres = await client.query<{ id: string; name: string }>(
    'SELECT id, name FROM genres ORDER BY name',
  );
  const moods = await client.query<{ id: string }>('SELECT id FROM moods ORDER BY name');
  const artists = await client.query<{ imageUrl: string | null; bannerUrl: string | null }>(
    `SELECT image_url AS "imageUrl", banner_url AS "bannerUrl" FROM artists WHERE ${notBulk} ORDER BY name`,
    [BULK],
  );
  // Listed albums' covers only: a studio draft's (the demo release's) may be replaced and deleted.
  const albums = await client.query<{ artworkUrl: string | null }>(
    `SELECT artwork_url AS "artworkUrl" FROM albums WHERE ${notBulk} AND listed ORDER BY slug`,
    [BULK],
  );
  const audio = await client.query<{
    filePath: string;
    previewPath: string | null;
    durationS: number;
  }>(
    `SELECT t.file_path AS "filePath", t.preview_path AS "previewPath", t.duration_s::float8 AS "durationS"
       FROM tracks t JOIN albums a ON a.id = t.album_id
      WHERE (a.slug IS NULL OR a.slug NOT LIKE $1) AND t.listed AND a.listed AND t.duration_s > 0
      ORDER BY t.file_path`,
    [BULK],
  );
  if (audio.rows.length === 0 || genres.rows.length === 0 || moods.rows.length === 0) {
    throw new Error(
      'No demo catalogue to borrow audio files and genres from: run `make seed` first.',
    );
  }
  return {
    genres: genres.rows,
    moodIds: moods.rows.map((row) => row.id),
    artistImages: artists.rows,
    albumCovers: albums.rows.map((row) => row.artworkUrl),
    audio: audio.rows,
  };
}
