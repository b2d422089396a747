import { call, type Reply } from '../support/http.js';

/** LRCLIB's `/api/get` reply, as our endpoint answers it. */
export interface LyricsBody {
  id: number;
  trackName: string;
  artistName: string;
  albumName: string;
  duration: number;
  instrumental: boolean;
  plainLyrics: string | null;
  syncedLyrics: string | null;
}

export type LyricsParams = Partial<
  Record<'artist_name' | 'track_name' | 'album_name' | 'duration', string | number>
>;

/** `GET /api/lyrics/api/get?…`, the call the client makes with its lyrics base `/api/lyrics`. */
export function getLyrics(baseUrl: string, params: LyricsParams): Promise<Reply<LyricsBody>> {
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return call<LyricsBody>(baseUrl, 'GET', `/api/lyrics/api/get?${query.toString()}`);
}
