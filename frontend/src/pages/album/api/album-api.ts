import type { AlbumDetail } from '@/entities/album';
import { apiClient, unwrap } from '@/shared/api';

/** GET /api/public/album/{id or slug} — the album with its tracks and the caller's access. */
export async function fetchAlbum(identifier: string): Promise<AlbumDetail> {
  return unwrap(
    await apiClient.GET('/api/public/album/{id}', { params: { path: { id: identifier } } }),
  );
}
