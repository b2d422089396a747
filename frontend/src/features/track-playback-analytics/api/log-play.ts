import { apiClient, toApiError } from '@/shared/api';
import type { PlayEvent } from '../lib/play-event';

/**
 * Spec §7: `POST {api}/analytics/log-play` with the event as JSON and the bearer token when there
 * is one. `keepalive` lets the last events of a closing page arrive. A successful reply is not
 * read (`parseAs: 'stream'` leaves its body alone); a status other than 2xx still counts as a
 * failure, so it is logged like a network error.
 */
export async function logPlay(event: PlayEvent, token: string | null): Promise<void> {
  const { response, error } = await apiClient.POST('/api/analytics/log-play', {
    body: event,
    headers: token !== null && token !== '' ? { Authorization: `Bearer ${token}` } : {},
    keepalive: true,
    parseAs: 'stream',
  });
  if (!response.ok) throw toApiError(response.status, response.statusText, error);
}
