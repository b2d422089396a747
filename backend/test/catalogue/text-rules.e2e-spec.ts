import { nameSlug } from '@encore/shared-rules';

import { searchText } from '../../src/modules/catalogue/index.js';
import { withDb } from '../support/db.js';
import { ensureDemoSeeded } from '../support/run-cli.js';

/**
 * The slug rule and the search text exist twice: in TypeScript (the slug rule once, in
 * @encore/shared-rules, for client and server; search builds its queries with searchText over the
 * same folding) and as the indexed SQL functions. They must agree: on awkward names and on every
 * name the demo catalogue stored (tools/demo-catalogue checks its bulk vocabulary the same way).
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

beforeAll(() => ensureDemoSeeded(), 600_000);

const storedNames = (): Promise<string[]> =>
  withDb(async (db) => {
    const { rows } = await db.query<{ name: string }>(
      `SELECT name FROM artists UNION SELECT title FROM albums UNION SELECT title FROM tracks
        UNION SELECT name FROM genres UNION SELECT name FROM moods`,
    );
    return rows.map((row) => row.name);
  });

test('nameSlug and searchText agree with the database on awkward and stored names', async () => {
  const seeded = await storedNames();
  expect(seeded.length).toBeGreaterThan(200);
  const names = [...AWKWARD, ...seeded];
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
