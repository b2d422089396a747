import { type AlbumDetail, isPurchasable, type Ownership } from '@/entities/album';
import type { Track } from '@/entities/track';

/** Spec §4: album access is loading, then granted or denied. */
export type AlbumAccess = 'loading' | 'granted' | 'denied';

/**
 * Whether the listener may play this album. Only a Soundcheck album needs a check (spec §5):
 * with a user and token it is the access check's answer (`ownership`, spec §7), and while that
 * runs the album is still loading. Without a check — other albums, or nobody to ask for — the
 * album reply decides: the server sets `access_granted` on every track for the caller. An album
 * without tracks is granted unless it is Soundcheck.
 */
export function albumAccessOf(
  album: Pick<AlbumDetail, 'access_type'>,
  tracks: readonly Pick<Track, 'access_granted'>[],
  ownership: Ownership | null = null,
): AlbumAccess {
  if (isPurchasable(album.access_type) && ownership !== null) {
    if (ownership.status === 'checking') return 'loading';
    return ownership.status === 'owned' ? 'granted' : 'denied';
  }
  const granted =
    tracks.length === 0
      ? !isPurchasable(album.access_type)
      : tracks.some((track) => track.access_granted);
  return granted ? 'granted' : 'denied';
}

/** Which warning the album page shows (ADR 0010); null when none applies. */
export type AlbumNotice = 'purchase-required' | 'access-denied' | 'no-tracks';

export function albumNoticeOf(
  album: Pick<AlbumDetail, 'access_type'>,
  access: AlbumAccess,
  trackCount: number,
): AlbumNotice | null {
  if (access === 'denied') {
    return isPurchasable(album.access_type) ? 'purchase-required' : 'access-denied';
  }
  if (access === 'granted' && trackCount === 0) return 'no-tracks';
  return null;
}
