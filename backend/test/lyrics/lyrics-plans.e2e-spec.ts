import type pg from 'pg';

import { type LyricsQuery, toLookup } from '../../src/modules/lyrics/domain/lyrics-lookup.js';
import { catalogueLyricsSql } from '../../src/modules/lyrics/lyrics.repository.js';
import { withDb } from '../support/db.js';
import {
  catalogueTableScans,
  explain,
  type PlanNode,
  planIndexes,
  resetBulkCatalogue,
  seedBulkCatalogue,
} from '../support/query-plans.js';
import { ensureDemoSeeded } from '../support/run-cli.js';

beforeAll(async () => {
  await ensureDemoSeeded();
  await seedBulkCatalogue();
}, 600_000);
afterAll(resetBulkCatalogue, 120_000);

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
  return withDb((db) => explain(db, inline(db, sql, params), 'ANALYZE'));
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
  expect(catalogueTableScans(plan)).toEqual([]);
  const indexes = planIndexes(plan);
  expect(indexes.some((name) => /^(tracks|artists)_search_key_index$/.test(name))).toBe(true);
});
