import { type AccessCheckResult, type AccessType, isPurchasable } from '../model/album';

/**
 * Spec §4 "Purchase": the access check is checking, then owned or not owned. `grantedAt` is when
 * the purchase gave access (null for albums open to everyone).
 */
export type Ownership =
  { status: 'checking' } | { status: 'owned'; grantedAt: string | null } | { status: 'not-owned' };

export const CHECKING: Ownership = { status: 'checking' };
/** A failed check (any non-OK reply or no reply) means no access (spec §4, §7, §8). */
export const NOT_OWNED: Ownership = { status: 'not-owned' };

export function ownershipOf(result: AccessCheckResult): Ownership {
  return result.hasAccess ? { status: 'owned', grantedAt: result.grantedAt } : NOT_OWNED;
}

/**
 * An album's tracks as the check sees them, so the list and the player agree with it: an owned
 * Soundcheck album plays every track, one not owned locks them. Other albums, and tracks while
 * the check runs, keep what the album reply said.
 */
export function tracksUnderOwnership<
  T extends { access_type: AccessType; access_granted: boolean },
>(tracks: readonly T[], ownership: Ownership | null): T[] {
  if (ownership === null || ownership.status === 'checking') return [...tracks];
  const granted = ownership.status === 'owned';
  return tracks.map((track) =>
    isPurchasable(track.access_type) && track.access_granted !== granted
      ? { ...track, access_granted: granted }
      : track,
  );
}
