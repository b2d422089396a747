/**
 * Play events as the web client sends them (spec §3), for a bench catalogue written into the
 * database (the intake refuses tracks it does not have, ADR 0024) and a made-up audience:
 * the event types in the proportions a listening session produces, a share of them from signed-in
 * listeners (a bearer token), each from one of many client addresses (X-Forwarded-For).
 */
import { randomBytes, randomInt } from 'node:crypto';

import pg from 'pg';

/** Event type → share of the traffic (a play starts, pauses and resumes, then ends or is skipped). */
const EVENT_MIX = [
  ['play_start', 0.3],
  ['pause', 0.2],
  ['play_resume', 0.15],
  ['track_complete', 0.15],
  ['skip_forward', 0.15],
  ['skip_backward', 0.05],
];
const DEVICES = ['Chrome', 'Firefox', 'Safari', 'Edge', 'unknown'];

function pickEventType() {
  let roll = Math.random();
  for (const [type, share] of EVENT_MIX) {
    roll -= share;
    if (roll < 0) return type;
  }
  return 'play_start';
}

/**
 * Writes `artists` artists with one open album each and `tracks` tracks among them (2–6 min
 * long) into the bench database; answers the tracks as the client would name them.
 */
export async function insertBenchCatalogue(databaseUrl, { tracks = 2000, artists = 200 } = {}) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `WITH artist AS (
         INSERT INTO artists (name)
         SELECT 'Bench Artist ' || n FROM generate_series(1, $2::int) AS n
         RETURNING id, name),
       album AS (
         INSERT INTO albums (title, access_type, artist_id)
         SELECT 'Bench Album of ' || name, 'standard', id FROM artist
         RETURNING id, artist_id),
       numbered AS (
         SELECT album.id AS album_id, album.artist_id, row_number() OVER () AS k FROM album)
       INSERT INTO tracks (title, track_number, duration_s, file_path, album_id, artist_id)
       SELECT 'Bench Track ' || n, 1 + n / $2::int, 120 + (n * 7919) % 240,
              'audio/bench-' || n || '.mp3', numbered.album_id, numbered.artist_id
         FROM generate_series(1, $1::int) AS n
         JOIN numbered ON numbered.k = 1 + n % $2::int
       RETURNING id, title, artist_id, (duration_s * 1000)::int AS duration_ms`,
      [tracks, artists],
    );
    const names = new Map(
      (await db.query('SELECT id, name FROM artists')).rows.map((row) => [row.id, row.name]),
    );
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      artist: { id: row.artist_id, name: names.get(row.artist_id) },
      durationMs: row.duration_ms,
    }));
  } finally {
    await db.end();
  }
}

/**
 * `count` requests, each `{ body, headers }`, ready to send.
 * @param {{ count: number, tracks: Awaited<ReturnType<typeof insertBenchCatalogue>>, tokens: string[], signedInShare: number, sessions?: number, addresses?: number }} options
 */
export function playEventRequests({
  count,
  tracks: trackList,
  tokens,
  signedInShare,
  sessions = 5000,
  addresses = 4000,
}) {
  const sessionIds = Array.from(
    { length: sessions },
    () => `web-${randomBytes(8).toString('hex')}`,
  );
  const ips = Array.from(
    { length: addresses },
    (_, i) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
  );
  return Array.from({ length: count }, () => {
    const track = trackList[randomInt(trackList.length)];
    const eventType = pickEventType();
    const listened = eventType === 'play_start' ? 0 : randomInt(track.durationMs);
    const skip = eventType.startsWith('skip_');
    const body = JSON.stringify({
      track_id: track.id,
      track_title: track.title,
      artist_id: track.artist.id,
      artist_name: track.artist.name,
      track_duration_ms: track.durationMs,
      listening_time_ms: listened,
      event_type: eventType,
      play_source: 'web_app',
      session_id: sessionIds[randomInt(sessionIds.length)],
      completion_percentage: Math.round((listened / track.durationMs) * 100),
      skip_reason: skip ? 'user_skip' : null,
      platform: Math.random() < 0.4 ? 'mobile' : 'desktop',
      device_type: DEVICES[randomInt(DEVICES.length)],
      app_version: 'web-1.0.0',
    });
    const headers = { 'X-Forwarded-For': ips[randomInt(ips.length)] };
    if (tokens.length > 0 && Math.random() < signedInShare) {
      headers.Authorization = `Bearer ${tokens[randomInt(tokens.length)]}`;
    }
    return { body, headers };
  });
}
