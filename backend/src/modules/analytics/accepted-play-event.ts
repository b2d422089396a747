import type { AcceptedPlayEvent } from './analytics-queue.js';
import { storableText } from '../../platform/database/index.js';
import type { LogPlayDto } from './dto/log-play.dto.js';

/**
 * The event as queued: the validated payload, copied field by field (nothing else the body might
 * carry), plus what the server decides — its id, when it was accepted, and the caller. Free text
 * is made storable here too (the edge refuses NUL and lone surrogates; this keeps a slip there
 * from reaching the queue, where the writer would have to clean it again).
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
    track_title: storableText(input.track_title),
    artist_id: input.artist_id,
    artist_name: storableText(input.artist_name),
    track_duration_ms: input.track_duration_ms,
    listening_time_ms: input.listening_time_ms,
    event_type: input.event_type,
    play_source: input.play_source,
    session_id: input.session_id,
    completion_percentage: input.completion_percentage,
    skip_reason: input.skip_reason ?? null,
    platform: input.platform,
    device_type: storableText(input.device_type),
    app_version: storableText(input.app_version),
  };
}
