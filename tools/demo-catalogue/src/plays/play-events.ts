import type { AcceptedPlayEvent } from '@encore/backend/tools';

import type { Rng } from '../media/prng.js';

/** A catalogue track as a play event names it (the catalogue's title, artist and duration). */
export interface PlayableTrack {
  id: string;
  title: string;
  artistId: string;
  artistName: string;
  durationMs: number;
  /** A Soundcheck track: only listeners with a grant hear it in full (ADR 0024). */
  locked: boolean;
}

/** Who is listening in one page session, and on what. */
export interface Listener {
  /** `u:<user id>` or `a:<32 hex>` (a visitor's salted daily hash). */
  listener: string;
  userId: string | null;
  sessionId: string;
  platform: 'mobile' | 'desktop';
  device: string;
}

/** The audible length of a preview (spec §1: visitors hear 30 s). */
export const PREVIEW_MS = 30_000;

const DESKTOP_BROWSERS = [
  ['Chrome', 55],
  ['Edge', 15],
  ['Safari', 14],
  ['Firefox', 12],
  ['Opera', 4],
] as const;
const MOBILE_BROWSERS = [
  ['Safari', 48],
  ['Chrome', 38],
  ['Samsung Internet', 10],
  ['Firefox', 3],
  ['unknown', 1],
] as const;

/** A browser family as `device_type` names it, for the platform. */
export function pickDevice(rng: Rng, platform: Listener['platform']): string {
  return rng.weighted(platform === 'mobile' ? MOBILE_BROWSERS : DESKTOP_BROWSERS);
}

/** A version 4 UUID drawn from the generator (reproducible, unlike crypto.randomUUID). */
export function seededUuid(rng: Rng): string {
  const hex = seededHex(rng, 32).split('');
  hex[12] = '4';
  hex[16] = '89ab'.charAt(rng.int(0, 3));
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function seededHex(rng: Rng, length: number): string {
  let out = '';
  while (out.length < length) out += rng.int(0, 0xffff).toString(16).padStart(4, '0');
  return out.slice(0, length);
}

/**
 * One play as the web client reports it (spec §4 "Analytics tracking"; listening time is the
 * play's accumulated time, never more than what could be heard): play_start, sometimes a pause and
 * a resume, then a complete, a skip, or a last pause (the page was left). A full play completes,
 * is skipped early (< 30 s) or heard in part; a preview plays at most 30 s. Answers the events and
 * when the play ended (ms since the epoch).
 */
export function playEvents(
  rng: Rng,
  track: PlayableTrack,
  who: Listener,
  startMs: number,
  full: boolean,
): { events: AcceptedPlayEvent[]; endMs: number } {
  const duration = track.durationMs;
  const audible = full ? duration : Math.min(PREVIEW_MS, duration);
  const outcome = rng.weighted([
    ['complete', full ? 52 : 55],
    ['early', full ? 20 : 45],
    ['partial', full ? 28 : 0],
  ] as const);
  const listened =
    outcome === 'complete'
      ? audible
      : outcome === 'early'
        ? rng.int(3_000, Math.min(29_000, audible - 1_000))
        : rng.int(30_000, Math.floor(duration * 0.89));
  const percent = (ms: number): number =>
    Math.min(100, Math.round((ms / (full ? duration : audible)) * 100));
  const events: AcceptedPlayEvent[] = [];
  const emit = (
    at: number,
    type: AcceptedPlayEvent['event_type'],
    ms: number,
    complete = false,
  ): void => {
    events.push({
      id: seededUuid(rng),
      receivedAt: new Date(at).toISOString(),
      userId: who.userId,
      track_id: track.id,
      track_title: track.title,
      artist_id: track.artistId,
      artist_name: track.artistName,
      track_duration_ms: duration,
      listening_time_ms: ms,
      event_type: type,
      play_source: 'web_app',
      session_id: who.sessionId,
      completion_percentage: complete ? 100 : percent(ms),
      skip_reason: type === 'skip_forward' || type === 'skip_backward' ? 'user_skip' : null,
      platform: who.platform,
      device_type: who.device,
      app_version: 'web-1.0.0',
      listener: who.listener,
      countedAs: full ? 'full' : 'preview',
    });
  };
  emit(startMs, 'play_start', 0);
  let clock = startMs;
  if (listened > 20_000 && rng.chance(0.25)) {
    const pausedAt = rng.int(Math.floor(listened * 0.2), Math.floor(listened * 0.8));
    const gap = rng.int(4_000, 240_000);
    emit(startMs + pausedAt, 'pause', pausedAt);
    emit(startMs + pausedAt + gap, 'play_resume', pausedAt);
    clock += gap;
  }
  const endMs = clock + listened;
  if (outcome === 'complete') emit(endMs, 'track_complete', listened, true);
  else if (outcome === 'partial' && rng.chance(0.3)) emit(endMs, 'pause', listened);
  else emit(endMs, rng.chance(0.8) ? 'skip_forward' : 'skip_backward', listened);
  return { events, endMs };
}
