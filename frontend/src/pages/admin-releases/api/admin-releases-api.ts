import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type ReleasesQuery, releasesQueryParams } from '../lib/releases-query';

/** A release as the admin list shows it (GET /api/admin/releases), with who published it. */
export type AdminRelease = components['schemas']['AdminReleaseDto'];

export async function fetchReleasesPage(request: {
  query: ReleasesQuery;
  cursor: string | null;
}): Promise<KeysetPage<AdminRelease>> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/releases', {
      params: { query: releasesQueryParams(request.query, request.cursor) },
    }),
  );
  return { items: reply.releases, nextCursor: reply.next_cursor };
}

/** Hides the release everywhere at once; the reason is audited and mailed to the artist. */
export async function takeDownRelease(request: {
  id: string;
  reason: string;
}): Promise<AdminRelease> {
  return unwrap(
    await apiClient.POST('/api/admin/releases/{id}/take-down', {
      params: { path: { id: request.id } },
      body: { reason: request.reason },
    }),
  );
}

/** Makes a taken-down release a draft again (not public until the artist publishes it). */
export async function restoreRelease(request: {
  id: string;
  reason: string;
}): Promise<AdminRelease> {
  return unwrap(
    await apiClient.POST('/api/admin/releases/{id}/restore', {
      params: { path: { id: request.id } },
      body: { reason: request.reason },
    }),
  );
}
