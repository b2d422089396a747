import type pg from 'pg';

import { type LyricsQuery, toLookup } from '../../src/modules/lyrics/domain/lyrics-lookup.js';
import { catalogueLyricsSql } from '../../src/modules/lyrics/lyrics.repository.js';
import { withDb } from '../support/db.js';
import { ensureDemoSeeded, runBuiltCli } from '../support/run-cli.js';

/** Big enough that a table scan costs the planner more than an index (as search-plans). */
const BULK = ['--artists', '4000', '--albums', '8000', '--tracks', '20000'];
const CATALOGUE_TABLES = ['artists', 'albums', 'tracks'];

beforeAll(async () => {
  await ensureDemoSeeded();
  const run = await runBuiltCli('seed-bulk', BULK);
  if (run.code !== 0) throw new Error(`bulk seed failed: ${run.stderr}`);
  await withDb((db) => db.query('ANALYZE artists, albums, tracks'));
}, 600_000);
afterAll(() => runBuiltCli('seed-bulk', ['--reset']), 120_000);

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

/** The look-up's statement with its parameters written in, as the planner sees it. */
function inline(db: pg.Client, sql: string, params: unknown[]): string {
  let next = 0;
  return sql.replaceAll('?', () => {
    const value = params[next++];
    return typeof value === 'number' ? String(value) : db.escapeLiteral(String(value));
  });
}

function lookupPlan(query: LyricsQuery): Promise<PlanNode> {
  const checked = toLookup(query);
  if (!checked.ok) throw new Error('incomplete query');
  const { sql, params } = catalogueLyricsSql(checked.lookup);
  return withDb(async (db) => {
    const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${inline(db, sql, params)}`,
    );
    return rows[0]?.['QUERY PLAN'][0].Plan as PlanNode;
  });
}

test.each<[string, LyricsQuery]>([
  ['artist and title', { artist_name: 'Neon Harbor', track_name: 'Harbour Lights' }],
  [
    'every parameter',
    {
      artist_name: 'neon harbor',
      track_name: 'HARBOUR LIGHTS',
      album_name: 'Afterglow Boulevard',
      duration: 104.3,
    },
  ],
  ['nothing that matches', { artist_name: 'Nobody At All', track_name: 'Zzqxw' }],
  ['names without Latin letters', { artist_name: 'Кино', track_name: 'Группа крови' }],
])('%s: read through the search-key indexes, no catalogue table in full', async (_case, query) => {
  const plan = await lookupPlan(query);
  const scanned = nodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?');
  expect(scanned.filter((table) => CATALOGUE_TABLES.includes(table))).toEqual([]);
  const indexes = nodes(plan).map((node) => node['Index Name'] ?? '');
  expect(indexes.some((name) => /^(tracks|artists)_search_key_index$/.test(name))).toBe(true);
});
