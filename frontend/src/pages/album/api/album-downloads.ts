import type { DownloadFormat, DownloadOffer } from '@/entities/album';
import { apiClient, type components, unwrap } from '@/shared/api';

export type DownloadLink = components['schemas']['DownloadLinkDto'];

/** GET /api/albums/{id}/downloads (bearer when signed in) — the formats and the caller's right. */
export async function fetchDownloadOffer(albumId: string): Promise<DownloadOffer> {
  return unwrap(
    await apiClient.GET('/api/albums/{id}/downloads', { params: { path: { id: albumId } } }),
  );
}

/** POST /api/albums/{id}/downloads (bearer) — a signed link to the zip, valid a few minutes. */
export async function createDownloadLink(request: {
  albumId: string;
  format: DownloadFormat;
}): Promise<DownloadLink> {
  return unwrap(
    await apiClient.POST('/api/albums/{id}/downloads', {
      params: { path: { id: request.albumId } },
      body: { format: request.format },
    }),
  );
}
