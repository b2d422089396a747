import { apiClient, toApiError, unwrap } from '@/shared/api';
import type { SavedQueue, ServerQueue } from '../lib/queue-state';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `GET /api/me/player-queue`: the account's saved queue (empty, `updated_at` null, if none). */
export async function fetchPlayerQueue(token: string): Promise<ServerQueue> {
  return unwrap(await apiClient.GET('/api/me/player-queue', { headers: bearer(token) }));
}

/**
 * `PUT /api/me/player-queue` (204). `keepalive` lets the save of a page that goes away (a reload,
 * a closed tab) arrive; the body stays far below its 64 KiB limit (500 ids at most).
 */
export async function savePlayerQueue(queue: SavedQueue, token: string): Promise<void> {
  const { response, error } = await apiClient.PUT('/api/me/player-queue', {
    body: queue,
    headers: bearer(token),
    keepalive: true,
    parseAs: 'stream',
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, error);
}
