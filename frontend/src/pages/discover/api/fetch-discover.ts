import { apiClient, unwrap } from '@/shared/api';
import { type DiscoverContent, toDiscoverContent } from './discover-reply';

/** GET /api/public/discover — every section of the page in one request. */
export async function fetchDiscover(): Promise<DiscoverContent> {
  return toDiscoverContent(unwrap(await apiClient.GET('/api/public/discover')));
}
