/**
 * What the lyrics feature needs of a track: a plain input, so any slice can ask (the player
 * passes its current track). `id` keys the session cache.
 */
export interface LyricsTrackInput {
  id: string;
  artistName: string;
  title: string;
  albumName?: string | null;
  /** Seconds; 0, null or absent when unknown. */
  duration?: number | null;
}

/** Spec §5: lyrics need both an artist and a title. */
export const hasArtistAndTitle = (track: LyricsTrackInput): boolean =>
  track.artistName.trim() !== '' && track.title.trim() !== '';

/**
 * Just the fields the lyrics need, from any richer track (the player's): the catalogue's
 * duration (0 = unknown), never a playback fallback.
 */
export const lyricsTrackOf = (track: LyricsTrackInput): LyricsTrackInput => ({
  id: track.id,
  artistName: track.artistName,
  title: track.title,
  albumName: track.albumName ?? null,
  duration: track.duration ?? null,
});
