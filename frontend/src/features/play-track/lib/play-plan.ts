import { isTrackLocked, type Track } from '@/entities/track';

/** "Play this": these tracks, from `startIndex` (the one the listener chose). */
export interface PlayRequest {
  tracks: readonly Track[];
  startIndex: number;
  /** The artist's photo for the player, when the caller knows it (the artist and album pages). */
  artistProfileImage?: string | null;
}

/** "Play all" or "Shuffle" a list: the album's or the artist's tracks (docs/adr/0022). */
export interface PlayAllRequest {
  tracks: readonly Track[];
  shuffle: boolean;
  artistProfileImage?: string | null;
}

/** What a play request comes to, by the rules of spec §5 and §6 (docs/adr/0015). */
export type PlayPlan =
  | { kind: 'nothing' }
  /** The chosen track is a Soundcheck exclusive the caller has not bought: buy the album. */
  | { kind: 'checkout'; albumId: string }
  /** A visitor chose a track without a preview address: only members play full tracks. */
  | { kind: 'login-prompt' }
  /** `shuffle` set: the player's shuffle is turned on or off with it (Play all / Shuffle). */
  | { kind: 'play'; track: Track; playlist: Track[]; shuffle?: boolean };

const hasPreview = (track: Track): boolean =>
  track.preview_url !== null && track.preview_url !== '';

/** A visitor may play a track only through its preview; nobody plays a locked one. */
const playableBy = (member: boolean) => (track: Track) =>
  !isTrackLocked(track) && (member || hasPreview(track));

export function planPlay({ tracks, startIndex }: PlayRequest, member: boolean): PlayPlan {
  const chosen = tracks[startIndex];
  if (chosen === undefined) return { kind: 'nothing' };
  if (isTrackLocked(chosen)) return { kind: 'checkout', albumId: chosen.album_id };
  if (!playableBy(member)(chosen)) return { kind: 'login-prompt' };
  return { kind: 'play', track: chosen, playlist: tracks.filter(playableBy(member)) };
}

/**
 * Play all: the tracks this listener may hear, from the first, shuffle off. Shuffle: the same
 * tracks from a random one, shuffle on. Locked tracks are skipped; a visitor with nothing to hear
 * (no previews) is asked to log in; otherwise an empty list plays nothing.
 */
export function planPlayAll(
  { tracks, shuffle }: PlayAllRequest,
  member: boolean,
  random: () => number = Math.random,
): PlayPlan {
  const playlist = tracks.filter(playableBy(member));
  const start = shuffle ? Math.floor(random() * playlist.length) : 0;
  const track = playlist[start];
  if (track !== undefined) return { kind: 'play', track, playlist, shuffle };
  const unlocked = tracks.some((item) => !isTrackLocked(item));
  return !member && unlocked ? { kind: 'login-prompt' } : { kind: 'nothing' };
}

/** The track in the player as a row's play control sees it. */
export interface NowPlaying {
  trackId: string;
  playing: boolean;
  /**
   * Whether its address is known and signed for this listener: a failed resolution leaves nothing
   * to resume, and a visitor's preview is not the full track once they logged in.
   */
  hasAudio: boolean;
}

/**
 * A row's play control on the track already in the player pauses or resumes it rather than
 * starting it over; null means the request plays as usual.
 */
export function toggleOf(
  { tracks, startIndex }: PlayRequest,
  now: NowPlaying | null,
): 'pause' | 'resume' | null {
  if (now === null || !now.hasAudio || tracks[startIndex]?.id !== now.trackId) return null;
  return now.playing ? 'pause' : 'resume';
}
