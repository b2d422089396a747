import type { AlbumDetail } from '@/entities/album';
import type { Track } from '@/entities/track';

/**
 * Spec §7's client rule for an album's tracks: only those whose album_id is this album's, in
 * track_number order. The album reply already sends them so; the rule stays as a guard.
 */
export function albumTracks(album: Pick<AlbumDetail, 'id' | 'tracks'>): Track[] {
  return album.tracks
    .filter((track) => track.album_id === album.id)
    .sort((a, b) => a.track_number - b.track_number);
}
