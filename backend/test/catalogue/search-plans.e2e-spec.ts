import type pg from 'pg';

import { ARTIST_BY_SLUG_SQL } from '../../src/modules/catalogue/catalogue.repository.js';
import { parseSearchQuery } from '../../src/modules/catalogue/search/domain/search-query.js';
import { SEARCH_SESSION_SETTINGS } from '../../src/modules/catalogue/search/search-session.js';
import {
  SEARCH_STATEMENTS,
  type SearchKind,
  searchParameters,
} from '../../src/modules/catalogue/search/search-statements.js';
import { withDb } from '../support/db.js';
import {
  catalogueTableScans as tableScans,
  explain,
  type PlanNode,
  planIndexes,
  planNodes,
  resetBulkCatalogue,
  seedBulkCatalogue,
} from '../support/query-plans.js';
import { ensureDemoSeeded } from '../support/run-cli.js';

beforeAll(async () => {
  await ensureDemoSeeded();
  await seedBulkCatalogue(
    'artists, albums, tracks, search_words, track_search_documents, album_search_documents',
  );
}, 600_000);
afterAll(resetBulkCatalogue, 120_000);

/** The search document tables (across fields) a plan reads in full. */
const documentScans = (plan: PlanNode): string[] =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => table.endsWith('_search_documents'));

function literal(db: pg.Client, value: unknown): string {
  if (Array.isArray(value)) {
    return `ARRAY[${value.map((item) => db.escapeLiteral(String(item))).join(', ')}]::text[]`;
  }
  return typeof value === 'number' ? String(value) : db.escapeLiteral(String(value));
}

/** The plan a search connection runs: same session settings, prepared, generic, executed. */
function searchPlan(kind: SearchKind, q: string): Promise<PlanNode> {
  const query = parseSearchQuery(q);
  if (!query) throw new Error(`nothing to search in ${q}`);
  const statement = SEARCH_STATEMENTS[kind];
  const values = searchParameters(query, 20);
  return withDb(async (db) => {
    for (const [name, value] of Object.entries(SEARCH_SESSION_SETTINGS)) {
      await db.query(`SET ${name} = ${value}`);
    }
    await db.query({ name: statement.name, text: statement.text, values: [...values] });
    const args = values.map((value) => literal(db, value)).join(', ');
    return explain(db, `EXECUTE "${statement.name}"(${args})`, 'ANALYZE');
  });
}

const QUERIES: [string, string][] = [
  ['a two-letter prefix', 'ne'],
  ['a six-letter prefix', 'cathed'],
  ['a full name', 'Electric Harbour'],
  ['words in another order', 'harbour electric'],
  ['a typo', 'cathedrel'],
  ['a whole-name typo', 'celinevaseur'],
  ['punctuation', 'O.W.L.'],
  ['an artist and a title', 'electric harbour cathedral'],
  ['a title and an artist', 'amber engine the copper robots'],
  ['letters swapped', 'cathedarl'],
  ['a word written as two', 'light house'],
  ['two words written as one', 'amberengine'],
  ['a genre', 'jazz'],
  ['nothing that matches', 'zzqxw'],
];

describe.each<SearchKind>(['artists', 'albums', 'tracks'])('%s search', (kind) => {
  test.each(QUERIES)('%s (%j) reads no catalogue table in full', async (_kind, q) => {
    const plan = await searchPlan(kind, q);
    expect(tableScans(plan)).toEqual([]);
    expect(documentScans(plan)).toEqual([]);
    expect(planIndexes(plan)).toContain(`${kind}_search_key_index`);
  });
});

test('the artist slug look-up reads both slug indexes, not the table', async () => {
  const plan = await withDb((db) =>
    explain(db, ARTIST_BY_SLUG_SQL.replaceAll('?', db.escapeLiteral('ghost-orchard'))),
  );
  expect(tableScans(plan)).toEqual([]);
  expect(planIndexes(plan)).toEqual(
    expect.arrayContaining(['artists_slug_lower_index', 'artists_name_slug_index']),
  );
});
