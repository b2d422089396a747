/**
 * The bench's year of plays, made inside PostgreSQL (generate_series and random() after setseed;
 * serial plans, so the same seed gives the same plays). Stage 1 draws every play's facts into an
 * unlogged table; stage 2 turns one day of them at a time into the events the web client sends
 * (spec §4: the accumulated listening time) and hands them to the analytics worker's own writer
 * statement, so rollups, listener sets, first days and recompute marks are the real ones.
 */

/** Page sessions of bench plays start so: how `seed-plays` knows its plays. */
export const BULK_SESSION_PREFIX = 'web-bulk-';
/** The days of the year of plays: 1 to 365 days before today (today stays empty). */
export const BULK_PLAY_DAYS = 365;
/** Signed-in bench listeners (synthetic ids); visitors are drawn per day. */
const FANS = 150_000;

export const BULK_TABLES = ['bulk_play_artists', 'bulk_plays'] as const;

/**
 * Artists of the bulk catalogue that have tracks, in a stable random order: an artist's rank
 * decides its share of the plays (Zipf-like: rank r draws ln((r+1)/r) / ln(n+1) of them).
 */
export const CREATE_PLAY_ARTISTS = `
CREATE UNLOGGED TABLE bulk_play_artists AS
SELECT row_number() OVER (ORDER BY md5(a.id::text))::int AS rank, a.id AS artist_id,
       a.name AS artist_name, array_agg(t.id ORDER BY t.id) AS track_ids
  FROM artists a
  JOIN tracks t ON t.artist_id = a.id
  JOIN albums al ON al.id = t.album_id
 WHERE al.slug LIKE 'bulk-%' AND t.duration_s > 0
 GROUP BY a.id, a.name;
ALTER TABLE bulk_play_artists ADD PRIMARY KEY (rank);
ANALYZE bulk_play_artists`;

/**
 * `count` plays: their track (by artist rank, then uniformly among its tracks), day (1–365 days
 * ago, more recent days busier, weekends busier), time of day (an evening peak), listener (72 %
 * signed-in fans who come back, the rest visitors of the day, who hear previews), platform,
 * browser, and how the play went (complete, skipped early, heard in part; sometimes paused).
 */
export const createPlays = (count: number): string => `
CREATE UNLOGGED TABLE bulk_plays AS
WITH drawn AS (
  SELECT n AS play_no,
         least(c.artists, floor(exp(random() * ln(c.artists + 1)))::int) AS artist_rank,
         random() AS r_track,
         1 + floor(${BULK_PLAY_DAYS} * (1 - sqrt(random())))::int AS back,
         random() AS r_weekend,
         mod((61200 + (random() + random() + random() - 1.5) * 26000)::int + 86400, 86400)
           AS second_of_day,
         random() AS r_who, random() AS r_fan, random() AS r_platform, random() AS r_device,
         random() AS r_outcome, random() AS r_len, random() AS r_pause, random() AS r_pause_at,
         random() AS r_gap, random() AS r_end
    FROM generate_series(1, ${Math.floor(count)}) AS n,
         (SELECT count(*)::int AS artists FROM bulk_play_artists) AS c
),
placed AS (
  SELECT d.*,
         -- A weekday play moves to the weekend before it now and then: weekends are busier.
         CASE WHEN extract(isodow FROM current_date - d.back) < 6 AND d.r_weekend < 0.12
              THEN least(${BULK_PLAY_DAYS}, d.back + extract(isodow FROM current_date - d.back)::int
                                            + (d.r_weekend < 0.055)::int)
              ELSE d.back END AS day_back,
         a.artist_id, a.artist_name,
         a.track_ids[1 + floor(d.r_track * cardinality(a.track_ids))::int] AS track_id
    FROM drawn d JOIN bulk_play_artists a ON a.rank = d.artist_rank
),
heard AS (
  SELECT p.*, t.title AS track_title, round(t.duration_s * 1000)::int AS duration_ms,
         al.access_type = 'soundcheck' AS locked,
         p.r_who < 0.28 AS visitor
    FROM placed p JOIN tracks t ON t.id = p.track_id JOIN albums al ON al.id = t.album_id
),
judged AS (
  SELECT h.*, NOT h.visitor AND NOT h.locked AS full_play,
         CASE WHEN NOT h.visitor AND NOT h.locked THEN h.duration_ms
              ELSE least(30000, h.duration_ms) END AS audible
    FROM heard h
)
SELECT j.play_no, j.day_back AS chunk, j.track_id, j.track_title, j.artist_id, j.artist_name,
       j.duration_ms, j.full_play,
       ((current_date - j.day_back)::timestamp AT TIME ZONE 'UTC')
         + make_interval(secs => j.second_of_day + j.r_len) AS started_at,
       CASE WHEN j.visitor THEN NULL
            ELSE md5('bulk-fan-' || floor(power(j.r_fan, 1.5) * ${FANS}))::uuid END AS user_id,
       CASE WHEN j.visitor
            THEN 'a:' || md5('bulk-visitor-' || j.day_back || '-' || floor(j.r_fan * 40000))
            ELSE 'u:' || md5('bulk-fan-' || floor(power(j.r_fan, 1.5) * ${FANS}))::uuid END
         AS listener,
       '${BULK_SESSION_PREFIX}' || substr(md5('bulk-session-' || j.play_no), 1, 16) AS session_id,
       CASE WHEN j.r_platform < 0.56 THEN 'mobile' ELSE 'desktop' END AS platform,
       CASE WHEN j.r_platform < 0.56
            THEN CASE WHEN j.r_device < 0.48 THEN 'Safari' WHEN j.r_device < 0.86 THEN 'Chrome'
                      WHEN j.r_device < 0.96 THEN 'Samsung Internet' WHEN j.r_device < 0.99
                      THEN 'Firefox' ELSE 'unknown' END
            ELSE CASE WHEN j.r_device < 0.55 THEN 'Chrome' WHEN j.r_device < 0.70 THEN 'Edge'
                      WHEN j.r_device < 0.84 THEN 'Safari' WHEN j.r_device < 0.96 THEN 'Firefox'
                      ELSE 'Opera' END END AS device,
       o.outcome, o.listened,
       o.listened > 20000 AND j.r_pause < 0.35 AS paused,
       floor(o.listened * (0.2 + 0.6 * j.r_pause_at))::int AS paused_at,
       4000 + floor(j.r_gap * 236000)::int AS gap,
       j.r_end
  FROM judged j,
  LATERAL (SELECT CASE WHEN j.r_outcome < (CASE WHEN j.full_play THEN 0.52 ELSE 0.55 END)
                       THEN 'complete'
                       WHEN NOT j.full_play OR j.r_outcome < 0.72 OR j.duration_ms < 34000
                       THEN 'early' ELSE 'partial' END AS outcome) AS k,
  LATERAL (SELECT k.outcome,
                  CASE k.outcome WHEN 'complete' THEN j.audible
                       WHEN 'early' THEN 3000 + floor(j.r_len * (least(29000, j.audible - 1000) - 3000))::int
                       ELSE 30000 + floor(j.r_len * (j.duration_ms * 0.89 - 30000))::int END
                    AS listened) AS o;
CREATE INDEX ON bulk_plays (chunk);
ANALYZE bulk_plays`;

/**
 * The events of one chunk (a day of plays), one column per AcceptedPlayEvent field: play_start,
 * a pause and a resume for paused plays, then a complete, a skip or a last pause. Event ids are
 * time-ordered (milliseconds first) so the primary key grows at its end.
 */
export const CREATE_EVENTS_VIEW = `
CREATE TEMP VIEW bulk_play_events AS
SELECT p.chunk,
       (lpad(to_hex((extract(epoch FROM e.at) * 1000)::bigint), 12, '0') || '7'
         || substr(md5(p.play_no || '-' || e.k), 1, 3) || '8'
         || substr(md5(p.play_no || '-' || e.k), 4, 15))::uuid AS id,
       e.at AS "receivedAt", p.user_id AS "userId", p.session_id, p.track_id, p.track_title,
       p.artist_id, p.artist_name, p.duration_ms AS track_duration_ms,
       e.ms AS listening_time_ms,
       CASE WHEN e.type = 'track_complete' THEN 100
            ELSE least(100, round(e.ms * 100.0 / CASE WHEN p.full_play THEN p.duration_ms
                                                     ELSE least(30000, p.duration_ms) END))
       END::int AS completion_percentage,
       e.type AS event_type,
       CASE WHEN e.type LIKE 'skip_%' THEN 'user_skip' END AS skip_reason,
       'web_app' AS play_source, p.platform, p.device AS device_type, 'web-1.0.0' AS app_version,
       p.listener, CASE WHEN p.full_play THEN 'full' ELSE 'preview' END AS "countedAs"
  FROM bulk_plays p,
  LATERAL (VALUES
    (0, 'play_start', p.started_at, 0),
    (1, 'pause', p.started_at + make_interval(secs => p.paused_at / 1000.0), p.paused_at),
    (2, 'play_resume', p.started_at + make_interval(secs => (p.paused_at + p.gap) / 1000.0),
        p.paused_at),
    (3, CASE WHEN p.outcome = 'complete' THEN 'track_complete'
             WHEN p.outcome = 'partial' AND p.r_end < 0.3 THEN 'pause'
             WHEN p.r_end < 0.86 THEN 'skip_forward' ELSE 'skip_backward' END,
        p.started_at + make_interval(
          secs => (p.listened + CASE WHEN p.paused THEN p.gap ELSE 0 END) / 1000.0),
        p.listened)
  ) AS e(k, type, at, ms)
 WHERE e.k IN (0, 3) OR p.paused`;

/**
 * A function that hands one chunk's events to the writer statement `stmt`, its parameters in the
 * order given (AcceptedPlayEvent field names, columns of bulk_play_events), each sent as text[]
 * (the statement casts every array to its column's type).
 */
export function feedChunkFunction(fields: readonly string[]): string {
  const arrays = fields.map((_, i) => `a${i + 1}`);
  return `
CREATE FUNCTION pg_temp.feed_bulk_plays(stmt text, c int) RETURNS int LANGUAGE plpgsql AS $f$
DECLARE
  ${arrays.map((a) => `${a} text[];`).join(' ')}
  inserted int;
BEGIN
  SELECT ${fields.map((f) => `array_agg(e."${f}"::text)`).join(', ')}
    INTO ${arrays.join(', ')}
    FROM bulk_play_events e WHERE e.chunk = c;
  IF a1 IS NULL THEN RETURN 0; END IF;
  EXECUTE stmt INTO inserted USING ${arrays.join(', ')};
  RETURN inserted;
END $f$`;
}
