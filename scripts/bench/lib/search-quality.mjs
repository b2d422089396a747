/**
 * Search quality kind by kind: for each query, is an item the listener meant (search-queries.mjs
 * `target`) the first result (hit@1), or among the first five (hit@5), of the list it belongs to?
 * The same queries go to every engine compared.
 */
import { matchesTarget, QUERY_KINDS } from './search-queries.mjs';

const TOP = 5;

/**
 * @param {{ kind: string, q: string, target: object }[]} queries
 * @param {Record<string, (list: string, q: string) => Promise<object[]> | object[]>} engines
 *   each answers a list's rows, best first
 * @returns {Promise<Record<string, Record<string, { n: number, hit1: number, hit5: number }>>>}
 *   per engine, per kind (and `all`): how many queries and the share of hits
 */
export async function judgeQuality(queries, engines) {
  const scores = {};
  for (const [engine, search] of Object.entries(engines)) {
    const tally = {};
    for (const { kind, q, target } of queries) {
      const rows = (await search(target.list, q)).slice(0, TOP);
      const at = rows.findIndex((row) => matchesTarget(row, target.match));
      for (const key of [kind, 'all']) {
        const entry = (tally[key] ??= { n: 0, hit1: 0, hit5: 0 });
        entry.n += 1;
        if (at === 0) entry.hit1 += 1;
        if (at >= 0) entry.hit5 += 1;
      }
    }
    scores[engine] = tally;
  }
  return scores;
}

const percent = (count, n) => `${((100 * count) / n).toFixed(1)}%`;

/** The scores as a Markdown table: one row per kind, hit@1 and hit@5 per engine. */
export function qualityTable(scores) {
  const engines = Object.keys(scores);
  const header = [
    'query kind',
    'queries',
    ...engines.flatMap((engine) => [`${engine} hit@1`, `${engine} hit@5`]),
  ];
  const rows = [...QUERY_KINDS, 'all']
    .filter((kind) => scores[engines[0]][kind])
    .map((kind) => {
      const { n } = scores[engines[0]][kind];
      return [
        kind,
        String(n),
        ...engines.flatMap((engine) => {
          const { hit1, hit5 } = scores[engine][kind];
          return [percent(hit1, n), percent(hit5, n)];
        }),
      ];
    });
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

/** Kinds where the first engine scores below another at hit@1 or hit@5. */
export function kindsBehind(scores) {
  const [ours, ...others] = Object.keys(scores);
  return Object.keys(scores[ours]).filter((kind) =>
    others.some(
      (other) =>
        scores[ours][kind].hit1 < scores[other][kind].hit1 ||
        scores[ours][kind].hit5 < scores[other][kind].hit5,
    ),
  );
}
