import { nameSlug } from '@encore/shared-rules';

import { searchText } from '../../src/modules/catalogue/index.js';
import * as words from '../../src/seed/bulk/word-lists.js';
import { DEMO_ARTISTS } from '../../src/seed/demo/index.js';
import { withDb } from '../support/db.js';

/**
 * The slug rule and the search text exist twice: in TypeScript (the slug rule once, in
 * @encore/shared-rules, for client and server; search builds its queries with searchText over the
 * same folding) and as the indexed SQL functions. They must agree.
 */
const AWKWARD = [
  'Céline Vasseur',
  'Nadia Sørensen',
  'O.W.L.',
  'Salt/Static',
  'AC/DC',
  'R.E.M.',
  "Don't Stop",
  'The Lighthouse Keeper’s Ledger',
  '  --Rosa’s   Café!! ',
  'Æther Œuvre Straße Þorn',
  'Łódź Đorđe ħ',
  'ﬁne Ａｍｂｅｒ',
  'Ama Oduya & The Lagos Lights',
  'Кино',
  '😀 emoji 😀',
  '',
  'Zoë & Joaquín – Señorita (feat. Björn)',
  'tab\tand\nnewline',
  'İstanbul',
];
const names = [
  ...AWKWARD,
  ...DEMO_ARTISTS.flatMap((artist) => [
    artist.name,
    ...artist.albums.flatMap((album) => [album.title, ...album.tracks.map((t) => t.title)]),
  ]),
  ...Object.values(words).flat(),
];

test(`nameSlug and searchText agree with the database on ${names.length} names`, async () => {
  const rows = await withDb(async (db) => {
    const result = await db.query<{ name: string; slug: string; text: string }>(
      `SELECT name, encore_name_slug(name) AS slug, encore_search_text(name) AS text
         FROM unnest($1::text[]) AS name`,
      [names],
    );
    return result.rows;
  });
  const differences = rows.filter(
    (row) => row.slug !== nameSlug(row.name) || row.text !== searchText(row.name),
  );
  expect(differences).toEqual([]);
  expect(rows).toHaveLength(names.length);
});
