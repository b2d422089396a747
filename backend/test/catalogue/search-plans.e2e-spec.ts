import type pg from 'pg';

import { ARTIST_BY_SLUG_SQL } from '../../src/modules/catalogue/catalogue.repository.js';
import {
  parseSearchQuery,
  SEARCH_SESSION_SETTINGS,
  SEARCH_STATEMENTS,
  type SearchKind,
  searchParameters,
} from '../../src/modules/search/index.js';
import { withDb } from '../support/db.js';
import { ensureDemoSeeded, runBuiltCli } from '../support/run-cli.js';

/** Big enough that a table scan costs the planner more than an index; ~5 s to seed. */
const BULK = ['--artists', '4000', '--albums', '8000', '--tracks', '20000'];
const CATALOGUE_TABLES = ['artists', 'albums', 'tracks'];

beforeAll(async () => {
  await ensureDemoSeeded();
  const run = await runBuiltCli('seed-bulk', BULK);
  if (run.code !== 0) throw new Error(`bulk seed failed: ${run.stderr}`);
  await withDb((db) => db.query('ANALYZE artists, albums, tracks, search_words'));
}, 600_000);
afterAll(() => runBuiltCli('seed-bulk', ['--reset']), 120_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
const tableScans = (plan: PlanNode): string[] =>
  nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => CATALOGUE_TABLES.includes(table));

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
    await db.query({ ...statement, values });
    const args = values.map((value) => literal(db, value)).join(', ');
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) EXECUTE "${statement.name}"(${args})`,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan as PlanNode;
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
  ['a genre', 'jazz'],
  ['nothing that matches', 'zzqxw'],
];

describe.each<SearchKind>(['artists', 'albums', 'tracks'])('%s search', (kind) => {
  test.each(QUERIES)('%s (%j) reads no catalogue table in full', async (_kind, q) => {
    const plan = await searchPlan(kind, q);
    expect(tableScans(plan)).toEqual([]);
    const indexes = nodes(plan).map((node) => node['Index Name'] ?? '');
    expect(indexes).toContain(`${kind}_search_key_index`);
  });
});

test('the artist slug look-up reads both slug indexes, not the table', async () => {
  const plan = await withDb(async (db) => {
    const sql = ARTIST_BY_SLUG_SQL.replaceAll('?', db.escapeLiteral('ghost-orchard'));
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${sql}`,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan as PlanNode;
  });
  expect(tableScans(plan)).toEqual([]);
  const indexes = nodes(plan).map((node) => node['Index Name']);
  expect(indexes).toEqual(
    expect.arrayContaining(['artists_slug_lower_index', 'artists_name_slug_index']),
  );
});
