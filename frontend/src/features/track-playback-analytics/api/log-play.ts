import { API_BASE_URL } from '@/shared/config';
import type { PlayEvent } from '../lib/play-event';

/**
 * Spec §7: `POST {api}/analytics/log-play` with the event as JSON and the bearer token when there
 * is one. `keepalive` lets the last events of a closing page arrive. The reply is not read; a
 * status other than 2xx still counts as a failure, so it is logged like a network error.
 */
export async function logPlay(event: PlayEvent, token: string | null): Promise<void> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (token !== null && token !== '') headers.Authorization = `Bearer ${token}`;
  const response = await fetch(`${API_BASE_URL}/analytics/log-play`, {
    method: 'POST',
    headers,
    body: JSON.stringify(event),
    keepalive: true,
  });
  if (!response.ok) throw new Error(`Analytics log-play failed with status ${response.status}`);
}
