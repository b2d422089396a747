import type { Artist, ArtistSummary } from '@/entities/artist';
import type { Track } from '@/entities/track';
import { apiClient, unwrap } from '@/shared/api';

/** Spec §9: the artist page plays at most 100 of the artist's tracks. */
export const ARTIST_TRACK_LIMIT = 100;

/** GET /api/public/artist/{id} */
export async function fetchArtistById(id: string): Promise<Artist> {
  return unwrap(await apiClient.GET('/api/public/artist/{id}', { params: { path: { id } } }));
}

/** GET /api/public/artist/slug/{slug} — the server matches the slug or name-derived slug, any case. */
export async function fetchArtistBySlug(slug: string): Promise<Artist> {
  return unwrap(
    await apiClient.GET('/api/public/artist/slug/{slug}', { params: { path: { slug } } }),
  );
}

/** GET /api/public/artist?q= — the fallback when a slug finds nobody (spec §5). */
export async function searchArtists(query: string): Promise<ArtistSummary[]> {
  const reply = unwrap(
    await apiClient.GET('/api/public/artist', { params: { query: { q: query } } }),
  );
  return reply.artists;
}

/** GET /api/public/track?artist={id}&limit=100 */
export async function fetchArtistTracks(artistId: string): Promise<Track[]> {
  const reply = unwrap(
    await apiClient.GET('/api/public/track', {
      params: { query: { artist: artistId, limit: ARTIST_TRACK_LIMIT } },
    }),
  );
  return reply.tracks;
}
