import type { AcceptedPlayEvent } from './analytics-queue.js';
import type { LogPlayDto } from './dto/log-play.dto.js';

/** C0 and C1 control characters and DEL: nothing a browser name or app version holds. */
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/** Free text the client describes itself with, without control characters, trimmed. */
export const cleanLabel = (text: string): string => text.replace(CONTROL_CHARACTERS, '').trim();

/**
 * The event as queued: the validated payload, copied field by field (nothing else the body might
 * carry), plus what the server decides — its id, when it was accepted, and the caller. Its text is
 * storable: the request schema refuses NUL and lone surrogates (and the writer cleans whatever
 * reaches the queue another way); the client's labels lose control characters here. Titles and
 * names are replaced by the catalogue's when the event is judged (ADR 0024).
 */
export function toAcceptedPlayEvent(
  input: LogPlayDto,
  accepted: { id: string; at: Date; userId: string | null },
): AcceptedPlayEvent {
  return {
    id: accepted.id,
    receivedAt: accepted.at.toISOString(),
    userId: accepted.userId,
    track_id: input.track_id,
    track_title: input.track_title,
    artist_id: input.artist_id,
    artist_name: input.artist_name,
    track_duration_ms: input.track_duration_ms,
    listening_time_ms: input.listening_time_ms,
    event_type: input.event_type,
    play_source: input.play_source,
    session_id: input.session_id,
    completion_percentage: input.completion_percentage,
    skip_reason: input.skip_reason ?? null,
    platform: input.platform,
    device_type: cleanLabel(input.device_type) || 'unknown',
    app_version: cleanLabel(input.app_version) || 'unknown',
  };
}
