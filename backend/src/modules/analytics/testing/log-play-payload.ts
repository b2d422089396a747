import type { LogPlayDto } from '../dto/log-play.dto.js';

/** The validated body as a plain object, which is what the controller hands over. */
type LogPlayBody = { [Field in keyof LogPlayDto]: LogPlayDto[Field] };

/** A valid log-play body (spec §3); tests override what they vary. */
export const logPlayPayload = (overrides: Partial<LogPlayBody> = {}): LogPlayBody => ({
  track_id: '7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  track_title: 'Night Drive',
  artist_id: '0a0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11',
  artist_name: 'O.W.L.',
  track_duration_ms: 215_000,
  listening_time_ms: 1_000,
  event_type: 'pause',
  play_source: 'web_app',
  session_id: 'web-abc123def',
  completion_percentage: 0,
  platform: 'mobile',
  device_type: 'Firefox',
  app_version: 'web-1.0.0',
  ...overrides,
});
