import type { components } from '@/shared/api';
import { albumPath } from '@/shared/config';

/** A track as every catalogue and search call returns it (spec §3), typed by the OpenAPI schema. */
export type Track = components['schemas']['TrackDto'];

/** The access fields that decide whether a track may be played in full. */
export type TrackAccess = Pick<Track, 'access_type' | 'access_granted'>;

/** Spec §5: locked when the album is SoundCheck and the caller has not been granted access. */
export function isTrackLocked(track: TrackAccess): boolean {
  return track.access_type === 'soundcheck' && !track.access_granted;
}

/** The fields that locate a track's album; the artist ones may be missing from older shapes. */
export type TrackAlbumRef = Pick<Track, 'album_id' | 'album_slug'> &
  Partial<Pick<Track, 'artist_id' | 'artist_slug'>>;

/**
 * The track's album page: `/artist/{artist}/album/{album}` when the artist is known, else
 * `/album/{album}` (spec §2, "View Album"). Slugs are preferred to ids.
 */
export function trackAlbumPath(track: TrackAlbumRef): string {
  const artist = track.artist_slug ?? track.artist_id ?? null;
  return albumPath(track.album_slug ?? track.album_id, artist);
}
