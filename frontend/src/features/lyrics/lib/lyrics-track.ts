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
