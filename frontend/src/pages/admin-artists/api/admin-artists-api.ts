import { apiClient, type components, unwrap } from '@/shared/api';
import type { KeysetPage } from '@/shared/model';
import { type ArtistsQuery, artistsQueryParams } from '../lib/artists-query';

/** An artist profile as the admin artists list shows it (GET /api/admin/artists). */
export type AdminArtist = components['schemas']['AdminArtistDto'];
export type ArtistAccount = components['schemas']['ArtistAccountDto'];

export async function fetchArtistsPage(request: {
  query: ArtistsQuery;
  cursor: string | null;
}): Promise<KeysetPage<AdminArtist>> {
  const reply = unwrap(
    await apiClient.GET('/api/admin/artists', {
      params: { query: artistsQueryParams(request.query, request.cursor) },
    }),
  );
  return { items: reply.artists, nextCursor: reply.next_cursor };
}
