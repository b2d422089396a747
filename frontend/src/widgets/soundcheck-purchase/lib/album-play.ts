import { type AlbumDetail, albumTracks, tracksUnderOwnership } from '@/entities/album';
import { isTrackLocked } from '@/entities/track';
import type { PlayRequest } from '@/features/play-track';

/**
 * "Play Album" on an owned album: its tracks in order, from the first, with the album as the
 * queue (docs/adr/0019). The album is owned, so its Soundcheck tracks count as granted even if
 * the album reply was read before the purchase settled. Null when there is nothing to play.
 */
export function albumPlayRequest(album: AlbumDetail): PlayRequest | null {
  const owned = { status: 'owned', grantedAt: null } as const;
  const tracks = tracksUnderOwnership(albumTracks(album), owned).filter(
    (track) => !isTrackLocked(track),
  );
  if (tracks.length === 0) return null;
  return { tracks, startIndex: 0, artistProfileImage: album.artist.image_url };
}
