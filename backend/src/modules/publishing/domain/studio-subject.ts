/** Who calls the studio, as the users module knows them. */
export interface StudioCaller {
  role: 'listener' | 'artist' | 'admin';
  /** The artist profile the account manages (users.artist_id), if any. */
  artistId: string | null;
}

export type StudioRefusal = 'not_an_artist' | 'not_linked' | 'other_artist' | 'artist_required';

/**
 * Whose studio a call works in. `byAdmin`: an admin acting for an artist profile that is not
 * their own, so the admin rule applies (second factor passed) and every change is audited.
 */
export type StudioSubject = { artistId: string; byAdmin: boolean } | { refused: StudioRefusal };

/**
 * The artist profile a call without a release (list, create) works for: an artist account its
 * own linked profile (naming another is refused), an admin the one it names, or its own.
 */
export function studioSubject(caller: StudioCaller, requestedArtistId?: string): StudioSubject {
  if (caller.role === 'admin') {
    const artistId = requestedArtistId ?? caller.artistId;
    return artistId === null
      ? { refused: 'artist_required' }
      : { artistId, byAdmin: artistId !== caller.artistId };
  }
  if (caller.role !== 'artist') return { refused: 'not_an_artist' };
  if (caller.artistId === null) return { refused: 'not_linked' };
  if (requestedArtistId !== undefined && requestedArtistId !== caller.artistId) {
    return { refused: 'other_artist' };
  }
  return { artistId: caller.artistId, byAdmin: false };
}

export type ReleaseAccess =
  | { kind: 'own' }
  | { kind: 'as_admin' }
  /** Another artist's release: answered as if it did not exist (404), never "forbidden". */
  | { kind: 'hidden' }
  | { refused: 'not_an_artist' | 'not_linked' };

/** May the caller work on a release of `releaseArtistId`, and as whom? */
export function releaseAccess(caller: StudioCaller, releaseArtistId: string): ReleaseAccess {
  if (caller.artistId === releaseArtistId && caller.role !== 'listener') return { kind: 'own' };
  if (caller.role === 'admin') return { kind: 'as_admin' };
  if (caller.role !== 'artist') return { refused: 'not_an_artist' };
  if (caller.artistId === null) return { refused: 'not_linked' };
  return { kind: 'hidden' };
}
