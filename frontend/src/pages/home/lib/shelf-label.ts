import { isTrackLocked, type Track } from '@/entities/track';

/** The small label under a shelf card, by who is listening (docs/adr/0015). */
export type ShelfLabel = 'preview' | 'members-only' | 'soundcheck' | null;

export function shelfLabel(
  track: Pick<Track, 'preview_url' | 'access_type' | 'access_granted'>,
  member: boolean,
): ShelfLabel {
  if (isTrackLocked(track)) return 'soundcheck';
  if (member) return null;
  return track.preview_url === null || track.preview_url === '' ? 'members-only' : 'preview';
}
