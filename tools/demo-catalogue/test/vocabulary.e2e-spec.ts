import { withDb } from '@encore/backend/testing';
import { nameSlug } from '@encore/shared-rules';

import * as words from '../src/bulk/word-lists.js';
import { DEMO_ARTISTS } from '../src/demo/index.js';

/**
 * The tool writes slugs with nameSlug; the database indexes names with encore_name_slug(). The
 * backend's text-rules test checks them on awkward names and on what is stored; this one on the
 * whole vocabulary the demo and bulk catalogues draw from, accented and punctuated words included.
 */
const names = [
  ...DEMO_ARTISTS.flatMap((artist) => [
    artist.name,
    ...artist.albums.flatMap((album) => [album.title, ...album.tracks.map((t) => t.title)]),
  ]),
  ...Object.values(words).flat(),
];

test(`encore_name_slug() agrees with nameSlug on ${names.length} catalogue names`, async () => {
  const rows = await withDb(async (db) => {
    const result = await db.query<{ name: string; slug: string }>(
      'SELECT name, encore_name_slug(name) AS slug FROM unnest($1::text[]) AS name',
      [names],
    );
    return result.rows;
  });
  expect(rows.filter((row) => row.slug !== nameSlug(row.name))).toEqual([]);
  expect(rows).toHaveLength(names.length);
});
