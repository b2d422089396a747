import { apiClient, unwrap } from '@/shared/api';

/**
 * GET /api/public/genres: the genre names Encore lists — the only ones a release, an artist's
 * profile or the artist waitlist form may carry (the server refuses others).
 */
export async function fetchGenreNames(): Promise<string[]> {
  const genres = unwrap(await apiClient.GET('/api/public/genres'));
  return genres.map((genre) => genre.name);
}
