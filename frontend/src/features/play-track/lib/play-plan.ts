import { isTrackLocked, type Track } from '@/entities/track';

/** "Play this": these tracks, from `startIndex` (the one the listener chose). */
export interface PlayRequest {
  tracks: readonly Track[];
  startIndex: number;
  /** The artist's photo for the player, when the caller knows it (the artist and album pages). */
  artistProfileImage?: string | null;
}

/** What a play request comes to, by the rules of spec §5 and §6 (docs/adr/0015). */
export type PlayPlan =
  | { kind: 'nothing' }
  /** The chosen track is a Soundcheck exclusive the caller has not bought: buy the album. */
  | { kind: 'checkout'; albumId: string }
  /** A visitor chose a track without a preview address: only members play full tracks. */
  | { kind: 'login-prompt' }
  | { kind: 'play'; track: Track; playlist: Track[] };

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
