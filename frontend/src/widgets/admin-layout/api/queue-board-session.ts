import { apiClient, type components, EMPTY_JSON_BODY, unwrap } from '@/shared/api';

export type QueueBoardSession = components['schemas']['QueueBoardSessionDto'];

/**
 * POST /api/admin/queue-board/session: swaps this session's bearer token (an admin past the
 * second factor) for the board's cookie; answers where the board is.
 */
export async function startQueueBoardSession(): Promise<QueueBoardSession> {
  return unwrap(await apiClient.POST('/api/admin/queue-board/session', { body: EMPTY_JSON_BODY }));
}
