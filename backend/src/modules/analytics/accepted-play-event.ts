import type { AcceptedPlayEvent } from './analytics-queue.js';
import type { LogPlayDto } from './dto/log-play.dto.js';

/**
 * The event as queued: the validated payload, copied field by field (nothing else the body might
 * carry), plus what the server decides — its id, when it was accepted, and the caller. Its text is
 * storable: the request schema refuses NUL and lone surrogates (and the writer cleans whatever
 * reaches the queue another way).
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
    device_type: input.device_type,
    app_version: input.app_version,
  };
}
