import { isSkipEvent, type PlayEventType, type PlayPlatform } from '@encore/shared-rules';
import type { components } from '@/shared/api';
import { APP_VERSION, PLAY_SOURCE } from '@/shared/config';

/** The body of `POST /api/analytics/log-play`, as the server's OpenAPI document describes it. */
export type PlayEvent = components['schemas']['LogPlayDto'];

/** What the tracking model knows when something happens; the rest comes from the page. */
export interface PlayReport {
  eventType: PlayEventType;
  track: { id: string; title: string; artistId: string; artistName: string };
  /** Time actually listened since play_start (paused time excluded). */
  listeningMs: number;
  /** Where playback was, and how long the track is (the player's duration), in seconds. */
  positionSeconds: number;
  durationSeconds: number;
}

/** Read from the page when the event is sent. */
export interface PlayEnvironment {
  sessionId: string;
  platform: PlayPlatform;
  deviceType: string;
}

const wholeNonNegative = (value: number) =>
  Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0;

/**
 * Spec §3/§5: an integer 0–100, capped at 100. Floored, so 100 means the end was reached;
 * 0 while the duration is unknown.
 */
export function completionPercentage(positionSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  if (!Number.isFinite(positionSeconds)) return 0;
  const percentage = Math.floor((positionSeconds / durationSeconds) * 100);
  return Math.min(100, Math.max(0, percentage));
}

export function buildPlayEvent(report: PlayReport, environment: PlayEnvironment): PlayEvent {
  return {
    track_id: report.track.id,
    track_title: report.track.title,
    artist_id: report.track.artistId,
    artist_name: report.track.artistName,
    track_duration_ms: wholeNonNegative(report.durationSeconds * 1000),
    listening_time_ms: wholeNonNegative(report.listeningMs),
    event_type: report.eventType,
    play_source: PLAY_SOURCE,
    session_id: environment.sessionId,
    completion_percentage: completionPercentage(report.positionSeconds, report.durationSeconds),
    skip_reason: isSkipEvent(report.eventType) ? 'user_skip' : null,
    platform: environment.platform,
    device_type: environment.deviceType,
    app_version: APP_VERSION,
  };
}
