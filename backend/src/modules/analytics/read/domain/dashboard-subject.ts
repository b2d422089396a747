/** Who is asking, as the users module knows them. */
export interface DashboardCaller {
  role: 'listener' | 'artist' | 'admin';
  /** The artist profile the account manages, if any. */
  artistId: string | null;
}

export type SubjectDecision =
  /** `byAdmin`: read with the admin's power (any artist but its own), so the admin rule applies. */
  | { artistId: string; byAdmin: boolean }
  | { refused: 'not_an_artist' | 'not_linked' | 'other_artist' | 'artist_required' };

/**
 * Whose figures a caller may read: an artist account its own profile's (naming another is
 * refused), an admin any artist it names (or its own profile's, if linked); nobody else any.
 */
export function dashboardSubject(
  caller: DashboardCaller,
  requestedArtistId: string | undefined,
): SubjectDecision {
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
