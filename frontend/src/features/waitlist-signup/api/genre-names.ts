import { apiClient, unwrap } from '@/shared/api';

/**
 * GET /api/public/genres: the genre names the artist form offers (the server accepts only these),
 * which the admin screening also filters by.
 */
export async function fetchGenreNames(): Promise<string[]> {
  const genres = unwrap(await apiClient.GET('/api/public/genres'));
  return genres.map((genre) => genre.name);
}
