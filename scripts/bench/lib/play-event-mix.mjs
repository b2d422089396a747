/**
 * Play events as the web client sends them (spec §3), from a made-up catalogue and audience:
 * the event types in the proportions a listening session produces, a share of them from signed-in
 * listeners (a bearer token), each from one of many client addresses (X-Forwarded-For).
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';

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

function catalogue(trackCount, artistCount) {
  const artists = Array.from({ length: artistCount }, (_, i) => ({
    id: randomUUID(),
    name: `Bench Artist ${i + 1}`,
  }));
  return Array.from({ length: trackCount }, (_, i) => {
    const artist = artists[i % artists.length];
    const durationMs = 120_000 + randomInt(240_000);
    return { id: randomUUID(), title: `Bench Track ${i + 1}`, artist, durationMs };
  });
}

/**
 * `count` requests, each `{ body, headers }`, ready to send.
 * @param {{ count: number, tokens: string[], signedInShare: number, tracks?: number, artists?: number, sessions?: number, addresses?: number }} options
 */
export function playEventRequests({
  count,
  tokens,
  signedInShare,
  tracks = 2000,
  artists = 200,
  sessions = 5000,
  addresses = 4000,
}) {
  const trackList = catalogue(tracks, artists);
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
