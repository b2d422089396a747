import type { Album } from '@/entities/album';
import type { ArtistSummary } from '@/entities/artist';
import type { Track } from '@/entities/track';
import { apiClient, unwrap } from '@/shared/api';
import { SearchCallFailedError } from '../lib/search-failure';

export interface SearchResults {
  artists: ArtistSummary[];
  albums: Album[];
  tracks: Track[];
}

export const NO_RESULTS: SearchResults = { artists: [], albums: [], tracks: [] };

export interface SearchCatalogueParams {
  query: string;
  /** Aborts the three calls (the model's timeout). */
  signal: AbortSignal;
}

const fetchArtists = async ({ query, signal }: SearchCatalogueParams) =>
  unwrap(await apiClient.GET('/api/public/artist', { params: { query: { q: query } }, signal }))
    .artists;

const fetchAlbums = async ({ query, signal }: SearchCatalogueParams) =>
  unwrap(await apiClient.GET('/api/public/album', { params: { query: { q: query } }, signal }))
    .albums;

const fetchTracks = async ({ query, signal }: SearchCatalogueParams) =>
  unwrap(await apiClient.GET('/api/public/track', { params: { query: { q: query } }, signal }))
    .tracks;

/**
 * Spec §7: GET /public/artist, /public/album and /public/track with `q`, run together. Any failed
 * call (an error reply, no reply, or the model's abort) fails the search with SearchCallFailedError.
 */
export async function searchCatalogue(params: SearchCatalogueParams): Promise<SearchResults> {
  const settled = await Promise.allSettled([
    fetchArtists(params),
    fetchAlbums(params),
    fetchTracks(params),
  ]);
  const [artists, albums, tracks] = settled;
  if (
    artists.status === 'fulfilled' &&
    albums.status === 'fulfilled' &&
    tracks.status === 'fulfilled'
  ) {
    return { artists: artists.value, albums: albums.value, tracks: tracks.value };
  }
  const failures = settled.filter((result) => result.status === 'rejected');
  throw new SearchCallFailedError(failures.map((failure): unknown => failure.reason));
}
