import { preparedStatement, storableText } from '../../../platform/database/index.js';
import type { AcceptedPlayEvent } from '../analytics-queue.js';
import { OPEN_DAYS } from '../read/domain/period-parts.js';
import { PLAY_TAIL_INTERVAL } from './play-metrics-sql.js';

interface Column {
  name: string;
  type: string;
  value: (event: AcceptedPlayEvent) => unknown;
}

/** The play_events columns in insert order, with the PostgreSQL type of each array sent. */
const COLUMNS: readonly Column[] = [
  { name: 'id', type: 'uuid', value: (e) => e.id },
  { name: 'received_at', type: 'timestamptz', value: (e) => e.receivedAt },
  { name: 'user_id', type: 'uuid', value: (e) => e.userId },
  { name: 'session_id', type: 'text', value: (e) => e.session_id },
  { name: 'track_id', type: 'uuid', value: (e) => e.track_id },
  { name: 'track_title', type: 'text', value: (e) => e.track_title },
  { name: 'artist_id', type: 'uuid', value: (e) => e.artist_id },
  { name: 'artist_name', type: 'text', value: (e) => e.artist_name },
  { name: 'track_duration_ms', type: 'int4', value: (e) => e.track_duration_ms },
  { name: 'listening_time_ms', type: 'int4', value: (e) => e.listening_time_ms },
  { name: 'completion_percentage', type: 'int2', value: (e) => e.completion_percentage },
  { name: 'event_type', type: 'text', value: (e) => e.event_type },
  { name: 'skip_reason', type: 'text', value: (e) => e.skip_reason },
  { name: 'play_source', type: 'text', value: (e) => e.play_source },
  { name: 'platform', type: 'text', value: (e) => e.platform },
  { name: 'device_type', type: 'text', value: (e) => e.device_type },
  { name: 'app_version', type: 'text', value: (e) => e.app_version },
  { name: 'listener', type: 'text', value: (e) => e.listener ?? null },
  { name: 'counted_as', type: 'text', value: (e) => e.countedAs ?? 'full' },
];

/** Text made storable (the accept path does it too, but a job may come from anywhere). */
const storable = (value: unknown): unknown =>
  typeof value === 'string' ? storableText(value) : value;

/** One array per column, in COLUMNS order: the statement's parameters. */
export function playEventParameters(events: readonly AcceptedPlayEvent[]): unknown[][] {
  return COLUMNS.map((column) =>
    column.type === 'text'
      ? events.map((event) => storable(column.value(event)))
      : events.map(column.value),
  );
}

/**
 * The daily rollup of one scope (track or artist) from the `facts` of the rows just inserted:
 * each listener joins the day's set once, marked when it started a full play (`played`) or a
 * preview (`previewed`) that day (ADR 0046); a row's `added` says what this statement's write of
 * it added (1 played, 2 previewed, 4 the row), read against the row as it stands when locked, so
 * a listener, a player and a previewer each count once however writers interleave. A change to a
 * closed day (a late event) drops the kept period counts that day is in (ADR 0030). Keys are
 * sorted so concurrent writers lock rows in the same order.
 */
function rollup(scope: 'track' | 'artist'): string {
  const key = `${scope}_id`;
  return `
  ${scope}_heard AS (
    SELECT ${key}, day, listener, bool_or(plays > 0) AS played, bool_or(previews > 0) AS previewed
      FROM facts GROUP BY ${key}, day, listener
  ),
  new_${scope}_listeners AS (
    INSERT INTO play_daily_${scope}_listeners AS l (${key}, day, listener, played, previewed, added)
    SELECT ${key}, day, listener, played, previewed,
           4 | (CASE WHEN played THEN 1 ELSE 0 END) | (CASE WHEN previewed THEN 2 ELSE 0 END)
      FROM ${scope}_heard ORDER BY ${key}, day, listener
    ON CONFLICT (${key}, day, listener) DO UPDATE SET
      played = l.played OR excluded.played,
      previewed = l.previewed OR excluded.previewed,
      added = (CASE WHEN excluded.played AND NOT l.played THEN 1 ELSE 0 END)
            | (CASE WHEN excluded.previewed AND NOT l.previewed THEN 2 ELSE 0 END)
     WHERE (excluded.played AND NOT l.played) OR (excluded.previewed AND NOT l.previewed)
    RETURNING ${key}, day, added
  ),
  stale_${scope}_periods AS (
    DELETE FROM play_period_listeners c
     USING (SELECT DISTINCT ${key}, day FROM new_${scope}_listeners
             WHERE day <= (now() AT TIME ZONE 'UTC')::date - ${OPEN_DAYS}) AS n
     WHERE c.scope = '${scope}' AND c.subject_id = n.${key}
       AND n.day BETWEEN c.first_day AND c.last_day
  ),
  ${scope}_stats AS (
    INSERT INTO play_daily_${scope}_stats AS s
      (${key}, day, plays, previews, unique_listeners, play_listeners, preview_listeners,
       listening_time_ms, completes, skips)
    SELECT ${key}, day, sum(plays), sum(previews), sum(listeners), sum(play_listeners),
           sum(preview_listeners), sum(listening_time_ms), sum(completes), sum(skips)
      FROM (SELECT ${key}, day, plays, previews, 0 AS listeners, 0 AS play_listeners,
                   0 AS preview_listeners, listening_time_ms, completes, skips
              FROM facts
            UNION ALL
            SELECT ${key}, day, 0, 0, ((added & 4) <> 0)::int, ((added & 1) <> 0)::int,
                   ((added & 2) <> 0)::int, 0, 0, 0
              FROM new_${scope}_listeners) AS counted
     GROUP BY ${key}, day
     ORDER BY ${key}, day
    ON CONFLICT (${key}, day) DO UPDATE SET
      plays = s.plays + excluded.plays,
      previews = s.previews + excluded.previews,
      unique_listeners = s.unique_listeners + excluded.unique_listeners,
      play_listeners = s.play_listeners + excluded.play_listeners,
      preview_listeners = s.preview_listeners + excluded.preview_listeners,
      listening_time_ms = s.listening_time_ms + excluded.listening_time_ms,
      completes = s.completes + excluded.completes,
      skips = s.skips + excluded.skips
  )`;
}

const names = COLUMNS.map((column) => column.name).join(', ');
const arrays = COLUMNS.map((column, i) => `$${i + 1}::${column.type}[]`).join(', ');

/**
 * One statement, so one atomic transaction: inserts the events (a redelivered id inserts
 * nothing) and adds only the rows actually inserted to the daily rollups (UTC day of
 * received_at; a listener is the one the intake named, else the user, else the page session; previews
 * count apart and add nothing else, ADR 0024; who started which kind of play, ADR 0046); marks the (track, day) pairs whose plays the rollup
 * job must recompute (the event's day, and the day before while a play started then may still
 * run) and each signed-in listener's first day with the artist (ADR 0027). Answers how many rows
 * were new.
 */
export const INSERT_PLAY_EVENTS = preparedStatement<{ inserted: number }, unknown[][]>(
  'analytics-insert-play-events',
  `
WITH inserted AS (
    INSERT INTO play_events (${names})
    SELECT * FROM unnest(${arrays}) AS e(${names}) ORDER BY id
    ON CONFLICT (id) DO NOTHING
    RETURNING received_at, user_id, session_id, track_id, artist_id, event_type, listening_time_ms,
              listener, counted_as
  ),
  facts AS (
    SELECT (received_at AT TIME ZONE 'UTC')::date AS day, track_id, artist_id,
           coalesce(listener, user_id::text, session_id) AS listener,
           (event_type = 'play_start' AND full_play)::int AS plays,
           (event_type = 'play_start' AND NOT full_play)::int AS previews,
           CASE WHEN full_play THEN listening_time_ms ELSE 0 END::bigint AS listening_time_ms,
           (event_type = 'track_complete' AND full_play)::int AS completes,
           (event_type IN ('skip_forward', 'skip_backward') AND full_play)::int AS skips
      FROM (SELECT *, counted_as = 'full' AS full_play FROM inserted) AS i
  ),${rollup('track')},${rollup('artist')},
  dirty AS (
    INSERT INTO play_rollup_dirty (track_id, day)
    SELECT DISTINCT track_id, day FROM inserted,
      LATERAL (VALUES ((received_at AT TIME ZONE 'UTC')::date),
                      (((received_at - ${PLAY_TAIL_INTERVAL}) AT TIME ZONE 'UTC')::date)) AS d(day)
     ORDER BY track_id, day
    ON CONFLICT DO NOTHING
  ),
  first_days AS (
    INSERT INTO artist_listener_first_days AS f (artist_id, listener, first_day)
    SELECT artist_id, listener, min(day) FROM facts WHERE listener LIKE 'u:%'
     GROUP BY artist_id, listener ORDER BY artist_id, listener
    ON CONFLICT (artist_id, listener) DO UPDATE SET first_day = excluded.first_day
     WHERE excluded.first_day < f.first_day
  )
SELECT count(*)::int AS inserted FROM inserted`,
);
