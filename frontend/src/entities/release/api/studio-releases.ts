import { apiClient, unwrap } from '@/shared/api';
import type { StudioRelease, StudioReleaseList } from '../model/release';

/** GET /api/studio/releases: the artist's releases, newest first (an admin names the artist). */
export async function fetchStudioReleases(artistId: string | null): Promise<StudioReleaseList> {
  return unwrap(
    await apiClient.GET('/api/studio/releases', {
      params: { query: artistId === null ? {} : { artist_id: artistId } },
    }),
  );
}

/** GET /api/studio/releases/{id}: the release, its tracks' live states and its checklist. */
export async function fetchStudioRelease(releaseId: string): Promise<StudioRelease> {
  return unwrap(
    await apiClient.GET('/api/studio/releases/{id}', { params: { path: { id: releaseId } } }),
  );
}
