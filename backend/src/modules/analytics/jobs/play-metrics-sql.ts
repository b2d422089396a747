import { preparedStatement } from '../../../platform/database/index.js';

/** A play started on one day may still send events this long into the next (ADR 0027). */
export const PLAY_TAIL_INTERVAL = `interval '6 hours'`;
/** A full play of at least this long is a stream; shorter, unless complete, a skip. */
export const STREAM_MS = 30_000;
/** A full play that reached this share of the track (in tenths) is complete. */
export const COMPLETE_TENTHS = 9;
/** Retention buckets: each 5 % of the track, 0 % to 100 %. */
export const RETENTION_BUCKETS = 21;

/**
 * Takes up to $1 dirty (track, day) pairs and recomputes their rows of play_daily_track_metrics
 * and play_daily_track_devices from play_events, in one statement (one transaction: a failure
 * leaves the pairs dirty). A play is a play_start and the events of its page session and track
 * until the next play_start; it belongs to the day it started. Each event reports the listening
 * time accumulated since its play_start (spec §4), so a play's is the largest its events report. Rows are upserted whole, so a
 * recompute is idempotent. SKIP LOCKED lets two workers take different pairs.
 */
export const RECOMPUTE_PLAY_METRICS = preparedStatement<{ pairs: number }, [number]>(
  'analytics-recompute-play-metrics',
  `
WITH taken AS (
    DELETE FROM play_rollup_dirty
     WHERE (track_id, day) IN (SELECT track_id, day FROM play_rollup_dirty
                                ORDER BY track_id, day LIMIT $1 FOR UPDATE SKIP LOCKED)
    RETURNING track_id, day
  ),
  numbered AS (
    SELECT t.day AS pair_day, e.id, e.received_at, e.session_id, e.track_id, e.artist_id,
           e.event_type, e.listening_time_ms, e.track_duration_ms, e.counted_as, e.platform,
           e.device_type,
           count(*) FILTER (WHERE e.event_type = 'play_start')
             OVER (PARTITION BY t.day, e.track_id, e.session_id
                   ORDER BY e.received_at, e.id) AS play_no
      FROM taken t
      JOIN play_events e ON e.track_id = t.track_id
       AND e.received_at >= (t.day::timestamp AT TIME ZONE 'UTC')
       AND e.received_at < ((t.day + 1)::timestamp AT TIME ZONE 'UTC') + ${PLAY_TAIL_INTERVAL}
  ),
  plays AS (
    SELECT pair_day AS day, track_id,
           (array_agg(artist_id ORDER BY received_at, id))[1] AS artist_id,
           (array_agg(received_at ORDER BY received_at, id))[1] AS started_at,
           (array_agg(counted_as ORDER BY received_at, id))[1] = 'full' AS full_play,
           (array_agg(platform ORDER BY received_at, id))[1] AS platform,
           (array_agg(device_type ORDER BY received_at, id))[1] AS device,
           max(listening_time_ms)::bigint AS listened_ms,
           greatest(max(track_duration_ms), 1) AS duration_ms
      FROM numbered
     WHERE play_no > 0
     GROUP BY pair_day, track_id, session_id, play_no
  ),
  classified AS (
    SELECT *,
           full_play AND listened_ms * 10 >= duration_ms * ${COMPLETE_TENTHS} AS complete,
           least(${RETENTION_BUCKETS - 1}, floor(listened_ms * ${RETENTION_BUCKETS - 1}.0 / duration_ms))::int AS bucket
      FROM plays
     WHERE (started_at AT TIME ZONE 'UTC')::date = day
  ),
  retention AS (
    SELECT g.track_id, g.day, array_agg(coalesce(h.n, 0)::int ORDER BY k.k) AS buckets
      FROM (SELECT DISTINCT track_id, day FROM classified) AS g
     CROSS JOIN generate_series(0, ${RETENTION_BUCKETS - 1}) AS k(k)
      LEFT JOIN (SELECT track_id, day, bucket, count(*) AS n FROM classified WHERE full_play
                  GROUP BY track_id, day, bucket) AS h
        ON h.track_id = g.track_id AND h.day = g.day AND h.bucket = k.k
     GROUP BY g.track_id, g.day
  ),
  metrics AS (
    INSERT INTO play_daily_track_metrics AS m (track_id, day, artist_id, album_id, plays, streams,
      completes, partials, skips, previews, listening_time_ms, mobile_plays, desktop_plays,
      retention)
    SELECT c.track_id, c.day, (array_agg(c.artist_id))[1],
           (SELECT album_id FROM tracks WHERE tracks.id = c.track_id),
           count(*) FILTER (WHERE full_play),
           count(*) FILTER (WHERE full_play AND listened_ms >= ${STREAM_MS}),
           count(*) FILTER (WHERE complete),
           count(*) FILTER (WHERE full_play AND NOT complete AND listened_ms >= ${STREAM_MS}),
           count(*) FILTER (WHERE full_play AND NOT complete AND listened_ms < ${STREAM_MS}),
           count(*) FILTER (WHERE NOT full_play),
           coalesce(sum(listened_ms) FILTER (WHERE full_play), 0),
           count(*) FILTER (WHERE full_play AND platform = 'mobile'),
           count(*) FILTER (WHERE full_play AND platform = 'desktop'),
           r.buckets
      FROM classified c
      JOIN retention r ON r.track_id = c.track_id AND r.day = c.day
     GROUP BY c.track_id, c.day, r.buckets
     ORDER BY c.track_id, c.day
    ON CONFLICT (track_id, day) DO UPDATE SET
      artist_id = excluded.artist_id, album_id = excluded.album_id, plays = excluded.plays,
      streams = excluded.streams, completes = excluded.completes, partials = excluded.partials,
      skips = excluded.skips, previews = excluded.previews,
      listening_time_ms = excluded.listening_time_ms, mobile_plays = excluded.mobile_plays, desktop_plays = excluded.desktop_plays,
      retention = excluded.retention
  ),
  devices AS (
    INSERT INTO play_daily_track_devices AS d (track_id, day, artist_id, platform, device, plays)
    SELECT track_id, day, (array_agg(artist_id))[1], platform, device, count(*)
      FROM classified WHERE full_play
     GROUP BY track_id, day, platform, device
     ORDER BY track_id, day, platform, device
    ON CONFLICT (track_id, day, platform, device) DO UPDATE SET plays = excluded.plays
  )
SELECT count(*)::int AS pairs FROM taken`,
);
