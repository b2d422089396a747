import type pg from 'pg';

import { ARTIST_BY_SLUG_SQL } from '../../src/modules/catalogue/catalogue.repository.js';
import { parseSearchQuery } from '../../src/modules/catalogue/search/domain/search-query.js';
import { SEARCH_SESSION_SETTINGS } from '../../src/modules/catalogue/search/search-session.js';
import type { SearchDepth } from '../../src/modules/catalogue/search/search-sql.js';
import {
  CORRECTION_SEARCH_STATEMENTS,
  SEARCH_STATEMENTS,
  type SearchKind,
  searchParameters,
  TYPED_SEARCH_STATEMENTS,
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

function literal(db: pg.Client, value: unknown, type = 'text'): string {
  if (Array.isArray(value)) {
    return `ARRAY[${value.map((item) => db.escapeLiteral(String(item))).join(', ')}]::${type}[]`;
  }
  return typeof value === 'number' ? String(value) : db.escapeLiteral(String(value));
}

const STATEMENTS = {
  all: SEARCH_STATEMENTS,
  typed: TYPED_SEARCH_STATEMENTS,
  corrections: CORRECTION_SEARCH_STATEMENTS,
} as const;

/** A search statement on a search connection: same session settings, prepared, generic. */
function onSearchConnection<T>(
  kind: SearchKind,
  q: string,
  depth: SearchDepth,
  run: (db: pg.Client, execute: string) => Promise<T>,
  typedIds: string[] = [],
): Promise<T> {
  const query = parseSearchQuery(q);
  if (!query) throw new Error(`nothing to search in ${q}`);
  const statement = STATEMENTS[depth][kind];
  const values: unknown[] = [...searchParameters(query, 20)];
  if (depth === 'corrections') values.push(typedIds);
  return withDb(async (db) => {
    for (const [name, value] of Object.entries(SEARCH_SESSION_SETTINGS)) {
      await db.query(`SET ${name} = ${value}`);
    }
    await db.query({ name: statement.name, text: statement.text, values });
    const args = values.map((value, i) => literal(db, value, i === 7 ? 'uuid' : 'text'));
    return run(db, `EXECUTE "${statement.name}"(${args.join(', ')})`);
  });
}

/** The plan a search connection runs, executed. */
const searchPlan = (kind: SearchKind, q: string, depth: SearchDepth = 'all'): Promise<PlanNode> =>
  onSearchConnection(kind, q, depth, (db, execute) => explain(db, execute, 'ANALYZE'));

/** The ids a statement answers, in order. */
const searchIds = (kind: SearchKind, q: string, depth: SearchDepth, typedIds?: string[]) =>
  onSearchConnection(
    kind,
    q,
    depth,
    async (db, execute) => (await db.query<{ id: string }>(execute)).rows.map((row) => row.id),
    typedIds,
  );

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
    for (const depth of ['all', 'typed', 'corrections'] as const) {
      const plan = await searchPlan(kind, q, depth);
      expect(tableScans(plan)).toEqual([]);
      expect(documentScans(plan)).toEqual([]);
      expect(planIndexes(plan)).toContain(`${kind}_search_key_index`);
    }
  });

  test.each(QUERIES)(
    '%s (%j): the typed tiers, then the corrections, answer what the whole statement does',
    async (_kind, q) => {
      const whole = await searchIds(kind, q, 'all');
      const typed = await searchIds(kind, q, 'typed');
      const answer =
        typed.length >= 20
          ? typed
          : [...typed, ...(await searchIds(kind, q, 'corrections', typed))];
      expect(answer).toEqual(whole);
    },
  );
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
