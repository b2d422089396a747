import type { StudioRelease, StudioTrack } from '@/entities/release';
import { formatCount } from '@/shared/lib/format';

// Tracks are not swapped silently after sales (docs/adr/0050): what buyers have stays as it is,
// and a new version is a new track that they hear of, with the artist's note, at the next
// publication. The server decides (`sold`, the checklist); this says it on the page.

/** Why a sold track's Remove does nothing, on hover and keyboard focus. */
export const SOLD_TRACK_REASON =
  'Buyers have this track, so it stays. Add a new version as a new track.';

/** What a track's row says of it to the artist of a bought release. */
export type TrackMarker = 'bought' | 'new_for_buyers';

export const TRACK_MARKER_LABELS: Readonly<Record<TrackMarker, string>> = {
  bought: 'Bought',
  new_for_buyers: 'New for buyers',
};

/**
 * "Bought" for a track buyers have; "New for buyers" for a ready one they do not have yet (the
 * next publication mails them its title); nothing while nobody has bought the release.
 */
export function trackMarker(
  track: Pick<StudioTrack, 'sold' | 'state'>,
  buyers: number,
): TrackMarker | null {
  if (track.sold) return 'bought';
  return buyers > 0 && track.state === 'ready' ? 'new_for_buyers' : null;
}

/** The row's Remove: none (tracks are fixed now), offered, or shown disabled with its reason. */
export type TrackRemoval =
  { kind: 'none' } | { kind: 'allowed' } | { kind: 'refused'; reason: string };

export function trackRemoval(
  track: Pick<StudioTrack, 'sold'>,
  canEditTracks: boolean,
): TrackRemoval {
  if (!canEditTracks) return { kind: 'none' };
  return track.sold ? { kind: 'refused', reason: SOLD_TRACK_REASON } : { kind: 'allowed' };
}

/** The tracks the next publication gives buyers for the first time, in their order. */
export function newTracksForBuyers(
  release: Pick<StudioRelease, 'buyers' | 'tracks'>,
): StudioTrack[] {
  if (release.buyers === 0) return [];
  return release.tracks
    .filter((track) => track.state === 'ready' && !track.sold)
    .sort((a, b) => a.position - b.position);
}

/** "12 people bought this release", "1 person bought this release". */
export const buyersSentence = (buyers: number): string =>
  buyers === 1
    ? '1 person bought this release'
    : `${formatCount(buyers)} people bought this release`;
