import type { Track } from '@/entities/track';
import { apiClient, unwrap } from '@/shared/api';

/**
 * The "Listen now" shelf from `GET /api/public/discover` (its `fresh_tracks`, docs/adr/0015).
 * The typed client sends the stored token, so `access_granted` is the caller's.
 */
export async function fetchFreshTracks(): Promise<Track[]> {
  return unwrap(await apiClient.GET('/api/public/discover')).fresh_tracks;
}
