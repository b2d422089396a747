import { apiClient, unwrap } from '@/shared/api';
import type { StoreLinks } from '../lib/store-links';

/** GET /api/public/mobile-app/store-links: the deployment's listings (docs/adr/0022). */
export async function fetchStoreLinks(): Promise<StoreLinks> {
  const { appStoreUrl, playStoreUrl } = unwrap(
    await apiClient.GET('/api/public/mobile-app/store-links'),
  );
  return { appStoreUrl, playStoreUrl };
}
