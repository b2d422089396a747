import type pg from 'pg';

import { withDb } from './db.js';
import { runDemoCatalogueCli } from './run-cli.js';

/** A node of `EXPLAIN (FORMAT JSON)`: what the planner chose for one step. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

export const CATALOGUE_TABLES = ['artists', 'albums', 'tracks'];

/** Every node of a plan, depth first. */
export const planNodes = (node: PlanNode): PlanNode[] => [
  node,
  ...(node.Plans ?? []).flatMap(planNodes),
];

/** The catalogue tables a plan reads in full. */
export const catalogueTableScans = (plan: PlanNode): string[] =>
  planNodes(plan)
    .filter((node) => node['Node Type'] === 'Seq Scan')
    .map((node) => node['Relation Name'] ?? '?')
    .filter((table) => CATALOGUE_TABLES.includes(table));

/** The names of the indexes a plan uses. */
export const planIndexes = (plan: PlanNode): string[] =>
  planNodes(plan).map((node) => node['Index Name'] ?? '');

/** Runs `EXPLAIN (<options>, FORMAT JSON) <sql>` and returns the root node. */
export async function explain(db: pg.Client, sql: string, options = ''): Promise<PlanNode> {
  const { rows } = await db.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    `EXPLAIN (${options ? `${options}, ` : ''}FORMAT JSON) ${sql}`,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan as PlanNode;
}

/** Big enough that a table scan costs the planner more than an index; ~5 s to seed. */
const BULK = ['--artists', '4000', '--albums', '8000', '--tracks', '20000'];

/** Adds the bulk catalogue and refreshes the planner's statistics (`beforeAll` of plan tests). */
export async function seedBulkCatalogue(analyze = 'artists, albums, tracks'): Promise<void> {
  const run = await runDemoCatalogueCli('seed-bulk', BULK);
  if (run.code !== 0) throw new Error(`bulk seed failed: ${run.stderr}`);
  await withDb((db) => db.query(`ANALYZE ${analyze}`));
}

/** Removes the bulk catalogue again (`afterAll`). */
export const resetBulkCatalogue = () => runDemoCatalogueCli('seed-bulk', ['--reset']);
