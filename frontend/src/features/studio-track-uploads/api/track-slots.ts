import type { StudioTrack } from '@/entities/release';
import { apiClient, unwrap } from '@/shared/api';

/**
 * POST /api/studio/releases/{id}/tracks: a track slot for a file about to be uploaded, with the
 * file's name (its first title) and size; its id is what the tus upload names (`trackId`).
 */
export async function createTrackSlot(
  releaseId: string,
  file: { name: string; size: number },
): Promise<StudioTrack> {
  return unwrap(
    await apiClient.POST('/api/studio/releases/{id}/tracks', {
      params: { path: { id: releaseId } },
      body: { file_name: file.name, file_size: file.size },
    }),
  );
}
