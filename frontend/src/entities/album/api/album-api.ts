import { apiClient, unwrap } from '@/shared/api';
import type { AccessCheckResult, AlbumDetail } from '../model/album';

/** GET /api/public/album/{id or slug} — the album with its tracks and the caller's access. */
export async function fetchAlbumDetail(identifier: string): Promise<AlbumDetail> {
  return unwrap(
    await apiClient.GET('/api/public/album/{id}', { params: { path: { id: identifier } } }),
  );
}

/** GET /api/user/access/{albumId} (bearer token) — whether the caller may play the album. */
export async function fetchAlbumAccess(albumId: string): Promise<AccessCheckResult> {
  return unwrap(
    await apiClient.GET('/api/user/access/{albumId}', { params: { path: { albumId } } }),
  );
}
