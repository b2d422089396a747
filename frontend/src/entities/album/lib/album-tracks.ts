import type { AlbumDetail } from '../model/album';

type AlbumTrack = AlbumDetail['tracks'][number];

/**
 * Spec §7's client rule for an album's tracks: only those whose album_id is this album's, in
 * track_number order. The album reply already sends them so; the rule stays as a guard.
 */
export function albumTracks(album: Pick<AlbumDetail, 'id' | 'tracks'>): AlbumTrack[] {
  return album.tracks
    .filter((track) => track.album_id === album.id)
    .sort((a, b) => a.track_number - b.track_number);
}
