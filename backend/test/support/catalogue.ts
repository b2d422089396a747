import { call, type Reply } from './http.js';

/** A track as the catalogue and search calls return it (what the tests read of it). */
export interface TrackBody {
  id: string;
  title: string;
  artist_name: string;
  album_id: string;
  album_slug: string | null;
  access_type: string;
  access_granted: boolean;
  track_number: number;
  [field: string]: unknown;
}

export interface AlbumBody {
  id: string;
  slug: string | null;
  title: string;
  artist_name: string;
  tracks?: TrackBody[];
  [field: string]: unknown;
}

export interface ArtistBody {
  id: string;
  slug: string | null;
  name: string;
  genres: string[];
  albums?: { id: string; slug: string | null; title: string; track_count: number }[];
  [field: string]: unknown;
}

export type Lists = { artists: ArtistBody[] } & { albums: AlbumBody[] } & { tracks: TrackBody[] };

/** A GET against the public API, optionally as a signed-in caller. */
export const publicGet = <T = Record<string, unknown>>(
  baseUrl: string,
  path: string,
  token?: string,
): Promise<Reply<T>> => call<T>(baseUrl, 'GET', `/api/public/${path}`, { token: token ?? null });

/** The client's three searches, run together as it does. */
export async function searchAll(baseUrl: string, q: string, token?: string) {
  const query = `q=${encodeURIComponent(q)}`;
  const [artists, albums, tracks] = await Promise.all([
    publicGet<{ artists: ArtistBody[] }>(baseUrl, `artist?${query}`, token),
    publicGet<{ albums: AlbumBody[] }>(baseUrl, `album?${query}`, token),
    publicGet<{ tracks: TrackBody[] }>(baseUrl, `track?${query}`, token),
  ]);
  return { artists, albums, tracks };
}
