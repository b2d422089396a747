import { preparedStatement } from '../../../platform/database/index.js';

/** The counters every figure of the dashboard is made of (ADR 0027), summed over a set of rows. */
export interface MetricsRow {
  plays: number;
  streams: number;
  completes: number;
  partials: number;
  skips: number;
  previews: number;
  listening_time_ms: number;
  /** Distinct listeners of anything: full plays or previews. */
  unique_listeners: number;
  /** Distinct listeners who started a full play (ADR 0046): never more than `plays`. */
  play_listeners: number;
  /** Distinct listeners who started a preview: never more than `previews`. */
  preview_listeners: number;
}

/** The listener counts of a row, beside its counters. */
export type ListenerFigures = Pick<
  MetricsRow,
  'unique_listeners' | 'play_listeners' | 'preview_listeners'
>;

/** The counters of a period; its distinct listeners come from PeriodListeners (ADR 0030). */
export type CounterRow = Omit<MetricsRow, keyof ListenerFigures>;

/** A day's listener counts as the writer keeps them in play_daily_*_stats (alias `l`). */
const DAY_LISTENERS = `coalesce(max(l.unique_listeners), 0)::int AS unique_listeners,
  coalesce(max(l.play_listeners), 0)::int AS play_listeners,
  coalesce(max(l.preview_listeners), 0)::int AS preview_listeners`;

const SUMS = `coalesce(sum(m.plays), 0)::int AS plays, coalesce(sum(m.streams), 0)::int AS streams,
  coalesce(sum(m.completes), 0)::int AS completes, coalesce(sum(m.partials), 0)::int AS partials,
  coalesce(sum(m.skips), 0)::int AS skips, coalesce(sum(m.previews), 0)::int AS previews,
  coalesce(sum(m.listening_time_ms), 0)::float8 AS listening_time_ms`;
/** `$1` a key (artist or track id), `$2`/`$3` the first and last day. */
const IN_PERIOD = `m.day BETWEEN $2::date AND $3::date`;
type KeyAndPeriod = [string, string, string];

export const ARTIST_TOTALS = preparedStatement<
  CounterRow & { mobile_plays: number; desktop_plays: number },
  KeyAndPeriod
>(
  'analytics-artist-totals',
  `SELECT ${SUMS},
          coalesce(sum(m.mobile_plays), 0)::int AS mobile_plays,
          coalesce(sum(m.desktop_plays), 0)::int AS desktop_plays
     FROM play_daily_track_metrics m WHERE m.artist_id = $1 AND ${IN_PERIOD}`,
);

/**
 * Every day of the period with its counters and distinct listeners, for an artist or a track
 * (`$1`): days without plays are zeros. A day's listeners are the writer's daily counts
 * (play_daily_*_stats, kept exact with the listener sets).
 */
const dailySeries = (scope: 'artist' | 'track') =>
  preparedStatement<MetricsRow & { day: string }, KeyAndPeriod>(
    `analytics-${scope}-daily`,
    `SELECT d.day::text AS day, ${SUMS}, ${DAY_LISTENERS}
       FROM (SELECT generate_series($2::date, $3::date, interval '1 day')::date AS day) AS d
       LEFT JOIN play_daily_track_metrics m ON m.${scope}_id = $1 AND m.day = d.day
       LEFT JOIN play_daily_${scope}_stats l ON l.${scope}_id = $1 AND l.day = d.day
      GROUP BY d.day ORDER BY d.day`,
  );

export const ARTIST_DAILY = dailySeries('artist');
export const TRACK_DAILY = dailySeries('track');

export interface TrackCounterRow extends CounterRow {
  track_id: string;
  title: string;
  album_id: string;
  album_title: string;
}

export const ARTIST_TRACKS = preparedStatement<TrackCounterRow, KeyAndPeriod>(
  'analytics-artist-tracks',
  `SELECT t.id AS track_id, t.title, al.id AS album_id, al.title AS album_title, s.*
     FROM (SELECT m.track_id, ${SUMS} FROM play_daily_track_metrics m
            WHERE m.artist_id = $1 AND ${IN_PERIOD} GROUP BY m.track_id) AS s
     JOIN tracks t ON t.id = s.track_id
     JOIN albums al ON al.id = t.album_id
    ORDER BY s.streams DESC, s.plays DESC, t.title LIMIT 100`,
);

export const ARTIST_DEVICES = preparedStatement<{ device: string; plays: number }, KeyAndPeriod>(
  'analytics-artist-devices',
  `SELECT m.device, sum(m.plays)::int AS plays FROM play_daily_track_devices m
    WHERE m.artist_id = $1 AND ${IN_PERIOD} GROUP BY m.device ORDER BY plays DESC, m.device`,
);

/** Signed-in listeners whose first play of the artist fell in the period. */
export const ARTIST_NEW_LISTENERS = preparedStatement<{ new_listeners: number }, KeyAndPeriod>(
  'analytics-artist-new-listeners',
  `SELECT count(*)::int AS new_listeners FROM artist_listener_first_days
    WHERE artist_id = $1 AND first_day BETWEEN $2::date AND $3::date`,
);

export const TRACK_TOTALS = preparedStatement<CounterRow, KeyAndPeriod>(
  'analytics-track-totals',
  `SELECT ${SUMS} FROM play_daily_track_metrics m WHERE m.track_id = $1 AND ${IN_PERIOD}`,
);

/** Full plays whose listening ended in each 5 % bucket (index 0 = under 5 %, 20 = the end). */
export const TRACK_RETENTION = preparedStatement<{ bucket: number; plays: number }, KeyAndPeriod>(
  'analytics-track-retention',
  `SELECT k.k AS bucket, coalesce(sum(m.retention[k.k + 1]), 0)::int AS plays
     FROM generate_series(0, 20) AS k(k)
     LEFT JOIN play_daily_track_metrics m ON m.track_id = $1 AND ${IN_PERIOD}
    GROUP BY k.k ORDER BY k.k`,
);

export interface CsvRow extends MetricsRow {
  day: string;
  track_id: string;
  title: string;
  album_title: string;
}

/** One row per day and track with any activity, for the CSV export. */
export const ARTIST_DAY_TRACK_ROWS = preparedStatement<CsvRow, KeyAndPeriod>(
  'analytics-artist-day-track-rows',
  `SELECT m.day::text AS day, m.track_id, t.title, al.title AS album_title, ${SUMS},
          ${DAY_LISTENERS}
     FROM play_daily_track_metrics m
     JOIN tracks t ON t.id = m.track_id
     JOIN albums al ON al.id = t.album_id
     LEFT JOIN play_daily_track_stats l ON l.track_id = m.track_id AND l.day = m.day
    WHERE m.artist_id = $1 AND ${IN_PERIOD}
    GROUP BY m.day, m.track_id, t.title, al.title
    ORDER BY m.day, t.title, m.track_id`,
);
