import type { StudioRelease, StudioTrack } from '@/entities/release';
import {
  apiClient,
  type components,
  EMPTY_JSON_BODY,
  toApiError,
  unwrap,
  uploadFile,
} from '@/shared/api';
import type { NewRelease, ReleaseChanges } from '../lib/release-form';

export type TrackChanges = components['schemas']['UpdateTrackDto'];

const releasePath = (id: string) => ({ params: { path: { id } } });

/** POST /api/studio/releases: a new draft. */
export async function createRelease(body: NewRelease): Promise<StudioRelease> {
  return unwrap(await apiClient.POST('/api/studio/releases', { body }));
}

/** PATCH /api/studio/releases/{id}: the fields that changed. */
export async function updateRelease(id: string, body: ReleaseChanges): Promise<StudioRelease> {
  return unwrap(await apiClient.PATCH('/api/studio/releases/{id}', { ...releasePath(id), body }));
}

/** POST …/publish: now, or at `at` (an instant with its offset). */
export async function publishRelease(id: string, at: string | null): Promise<StudioRelease> {
  return unwrap(
    await apiClient.POST('/api/studio/releases/{id}/publish', {
      ...releasePath(id),
      body: at === null ? {} : { at },
    }),
  );
}

/** POST …/unpublish: back to a draft, hidden at once (buyers keep what they bought). */
export async function unpublishRelease(id: string): Promise<StudioRelease> {
  return unwrap(
    await apiClient.POST('/api/studio/releases/{id}/unpublish', {
      ...releasePath(id),
      body: EMPTY_JSON_BODY,
    }),
  );
}

/** DELETE /api/studio/releases/{id} (drafts only): the release, its tracks and their files. */
export async function deleteRelease(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/studio/releases/{id}', releasePath(id));
  if (!response.ok) throw toApiError(response.status, response.statusText, error);
}

/** PATCH /api/studio/tracks/{id}: title, position, explicit, ISRC… */
export async function updateTrack(id: string, body: TrackChanges): Promise<StudioTrack> {
  return unwrap(await apiClient.PATCH('/api/studio/tracks/{id}', { ...releasePath(id), body }));
}

/** DELETE /api/studio/tracks/{id} (drafts only), with its file. */
export async function removeTrack(id: string): Promise<void> {
  const { error, response } = await apiClient.DELETE('/api/studio/tracks/{id}', releasePath(id));
  if (!response.ok) throw toApiError(response.status, response.statusText, error);
}

/** POST /api/studio/tracks/{id}/retry: process the stored file again. */
export async function retryTrack(id: string): Promise<StudioTrack> {
  return unwrap(
    await apiClient.POST('/api/studio/tracks/{id}/retry', {
      ...releasePath(id),
      body: EMPTY_JSON_BODY,
    }),
  );
}

/** POST …/artwork (multipart `file`), with upload progress; the new cover's address. */
export async function uploadArtwork(
  id: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const reply = await uploadFile(`/api/studio/releases/${encodeURIComponent(id)}/artwork`, form, {
    onProgress,
  });
  const url = (reply as { artwork_url?: unknown } | null)?.artwork_url;
  if (typeof url !== 'string')
    throw new Error('The artwork was stored, but its address did not come back.');
  return url;
}
