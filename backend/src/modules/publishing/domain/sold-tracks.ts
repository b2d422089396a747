import type { TrackState } from './track-state.js';

/**
 * Tracks are not swapped silently after sales (issue 25, docs/adr/0050). Once a release has
 * buyers, every track the public has had on it stays as it is: it cannot be removed, nor given
 * another master. A new version is a new track; when the release next goes public, its buyers
 * are mailed the new tracks' titles with the artist's note.
 */

/** A track buyers have (or had the chance to have): it stays on the release as it is. */
export const isSold = (buyers: number, firstListedAt: Date | null): boolean =>
  buyers > 0 && firstListedAt !== null;

/** What the rules read of a release's track. */
export interface ListedTrack {
  state: TrackState;
  firstListedAt: Date | null;
}

/**
 * The tracks the next publication gives buyers for the first time: ready, and never public yet.
 * None while the release has no buyers (there is nobody to tell).
 */
export const newForBuyers = <T extends ListedTrack>(buyers: number, tracks: readonly T[]): T[] =>
  buyers === 0
    ? []
    : tracks.filter((track) => track.state === 'ready' && track.firstListedAt === null);

/** The note's longest form, in characters (the mail carries it whole). */
export const BUYERS_NOTE_MAX_LENGTH = 1000;
