import { preparedStatement } from '../../../platform/database/index.js';

/** Whose distinct listeners are counted: an artist's, or each of several tracks'. */
export type ListenerScope = 'artist' | 'track';

export interface ListenerCountRow {
  subject_id: string;
  listeners: number;
  signed_in: number;
  play_listeners: number;
  preview_listeners: number;
}

/**
 * A signed-in listener is `u:<user id>`; anonymous ones are `a:<hash>` (ADR 0024). Play and
 * preview listeners started a full play or a preview (ADR 0046).
 */
const COUNTS = `count(DISTINCT l.listener)::int AS listeners,
  count(DISTINCT l.listener) FILTER (WHERE l.listener LIKE 'u:%')::int AS signed_in,
  count(DISTINCT l.listener) FILTER (WHERE l.played)::int AS play_listeners,
  count(DISTINCT l.listener) FILTER (WHERE l.previewed)::int AS preview_listeners`;

const COUNT_COLUMNS = 'listeners, signed_in, play_listeners, preview_listeners';

/** The kept counts of closed days ($2..$3) for subjects $1 (ADR 0030). */
export const KEPT_LISTENER_COUNTS = preparedStatement<
  ListenerCountRow,
  [ListenerScope, string[], string, string]
>(
  'analytics-kept-listener-counts',
  `SELECT subject_id, ${COUNT_COLUMNS} FROM play_period_listeners
    WHERE scope = $1 AND subject_id = ANY($2::uuid[]) AND first_day = $3::date AND last_day = $4::date`,
);

/**
 * Counts closed days $2..$3 for subjects $1 from the daily listener sets, keeps the counts (a
 * subject without listeners keeps a zero) and answers them.
 */
const keepClosedCounts = (scope: ListenerScope) =>
  preparedStatement<ListenerCountRow, [string[], string, string]>(
    `analytics-keep-${scope}-listener-counts`,
    `WITH counted AS (
       SELECT s.id AS subject_id, ${COUNTS}
         FROM unnest($1::uuid[]) AS s(id)
         LEFT JOIN play_daily_${scope}_listeners l
           ON l.${scope}_id = s.id AND l.day BETWEEN $2::date AND $3::date
        GROUP BY s.id),
     kept AS (
       INSERT INTO play_period_listeners (scope, subject_id, first_day, last_day, ${COUNT_COLUMNS})
       SELECT '${scope}', subject_id, $2::date, $3::date, ${COUNT_COLUMNS} FROM counted
       ORDER BY subject_id
       ON CONFLICT DO NOTHING)
     SELECT subject_id, ${COUNT_COLUMNS} FROM counted`,
  );

/**
 * Listeners of open days $2..$3 for subjects $1 that the closed days $4..$5 (null: none) did not
 * count: index probes (play_daily_*_listeners by subject, listener, day), each stopping at its
 * first match. A listener the closed days had adds only what it did first in the open days: its
 * first full play or preview (ADR 0046).
 */
const openCounts = (scope: ListenerScope) => {
  const closed = (condition: string) => `EXISTS (
           SELECT 1 FROM play_daily_${scope}_listeners c
            WHERE c.${scope}_id = l.${scope}_id AND c.listener = l.listener
              AND c.day BETWEEN $4::date AND $5::date${condition})`;
  return preparedStatement<
    ListenerCountRow,
    [string[], string, string, string | null, string | null]
  >(
    `analytics-open-${scope}-listener-counts`,
    `SELECT l.${scope}_id AS subject_id,
            count(DISTINCT l.listener) FILTER (WHERE NOT ${closed('')})::int AS listeners,
            count(DISTINCT l.listener) FILTER (WHERE l.listener LIKE 'u:%' AND NOT ${closed('')})::int
              AS signed_in,
            count(DISTINCT l.listener) FILTER (WHERE l.played AND NOT ${closed(' AND c.played')})::int
              AS play_listeners,
            count(DISTINCT l.listener)
              FILTER (WHERE l.previewed AND NOT ${closed(' AND c.previewed')})::int
              AS preview_listeners
       FROM play_daily_${scope}_listeners l
      WHERE l.${scope}_id = ANY($1::uuid[]) AND l.day BETWEEN $2::date AND $3::date
      GROUP BY l.${scope}_id`,
  );
};

export const KEEP_CLOSED_COUNTS = {
  artist: keepClosedCounts('artist'),
  track: keepClosedCounts('track'),
};
export const OPEN_COUNTS = { artist: openCounts('artist'), track: openCounts('track') };
