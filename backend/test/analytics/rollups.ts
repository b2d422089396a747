import { withDb } from '../support/db.js';

export type Scope = 'track' | 'artist';

export interface DailyStats {
  key: string;
  day: string;
  plays: number;
  previews: number;
  unique_listeners: number;
  play_listeners: number;
  preview_listeners: number;
  listening_time_ms: number;
  completes: number;
  skips: number;
}

const COUNTERS = `plays::int, previews::int, unique_listeners::int, play_listeners::int,
                  preview_listeners::int, listening_time_ms::float8 as listening_time_ms,
                  completes::int, skips::int`;

/** The stored rollup rows of these tracks or artists, by key and day. */
export const dailyStats = (scope: Scope, keys: readonly string[]): Promise<DailyStats[]> =>
  withDb(async (db) => {
    const { rows } = await db.query<DailyStats>(
      `select ${scope}_id as key, to_char(day, 'YYYY-MM-DD') as day, ${COUNTERS}
         from play_daily_${scope}_stats where ${scope}_id = any($1::uuid[])
        order by 1, 2`,
      [keys],
    );
    return rows;
  });

/**
 * The same rows computed from scratch out of play_events, by the definitions in the migration:
 * what the incremental rollups must always equal.
 */
export const recomputedStats = (scope: Scope, keys: readonly string[]): Promise<DailyStats[]> =>
  withDb(async (db) => {
    const { rows } = await db.query<DailyStats>(
      `select ${scope}_id as key, to_char(day, 'YYYY-MM-DD') as day, ${COUNTERS}
         from (select ${scope}_id, (received_at at time zone 'UTC')::date as day,
                      count(*) filter (where event_type = 'play_start' and full_play) as plays,
                      count(*) filter (where event_type = 'play_start' and not full_play) as previews,
                      count(distinct coalesce(listener, user_id::text, session_id)) as unique_listeners,
                      count(distinct coalesce(listener, user_id::text, session_id))
                        filter (where event_type = 'play_start' and full_play) as play_listeners,
                      count(distinct coalesce(listener, user_id::text, session_id))
                        filter (where event_type = 'play_start' and not full_play) as preview_listeners,
                      coalesce(sum(listening_time_ms) filter (where full_play), 0) as listening_time_ms,
                      count(*) filter (where event_type = 'track_complete' and full_play) as completes,
                      count(*) filter (where event_type in ('skip_forward', 'skip_backward')
                                         and full_play) as skips
                 from (select *, counted_as = 'full' as full_play from play_events) as e
                where ${scope}_id = any($1::uuid[])
                group by 1, 2) as recomputed
        order by 1, 2`,
      [keys],
    );
    return rows;
  });
