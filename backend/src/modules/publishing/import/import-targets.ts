import { nameSlug, RESERVED_ARTIST_SLUGS } from '@encore/shared-rules';

import { firstFreeSlug } from '../domain/album-slug.js';
import { isSold } from '../domain/sold-tracks.js';
import type { TrackState } from '../domain/track-state.js';

/**
 * Where the import's plan lands in what Encore already holds (pure, beside import-plan.ts): the
 * slug of a new artist profile, and the track slot a file goes into when its release exists.
 */

/** Room for a `-NN` suffix under artists.slug's 160 characters. */
const MAX_SLUG_BASE = 120;

/**
 * A new profile's slug by the artists' rule (nameSlug: "Ada Lovelace" → `ada-lovelace`), made
 * unique with `-2`, `-3`… when another artist is reached by it already (`taken`: stored and
 * name-derived slugs, lower-cased); null when the name gives none — reached by id, as the
 * catalogue does for any such name.
 */
export function artistSlugFor(name: string, taken: ReadonlySet<string>): string | null {
  const base = nameSlug(name).slice(0, MAX_SLUG_BASE).replace(/-+$/, '');
  if (base === '') return null;
  // A word that is an artist's own page (`studio`) is taken by that page.
  return firstFreeSlug(base, new Set([...taken, ...RESERVED_ARTIST_SLUGS]));
}

/** A track of an existing release, with its master's state and content. */
export interface ExistingTrack {
  id: string;
  trackNumber: number;
  /** Null: no master row (not a release track the studio made). */
  state: TrackState | null;
  contentSha256: string | null;
  /** When the public first got it (docs/adr/0050). */
  firstListedAt: Date | null;
}

export type TrackTarget =
  /** An empty or failed slot at the file's position takes it (as a new upload into it would). */
  | { kind: 'refill'; trackId: string }
  /** A new track slot with this number. */
  | { kind: 'new'; trackNumber: number };

/**
 * The slot for a file planned at `position` of a release that exists: the track at that
 * position when it holds no usable master — waiting for a file, an upload that never finished
 * (an import stopped half-way), or a failed file that is no longer in the folder (replaced) and
 * that no buyer has (a sold track keeps its master: ADR 0050); else a new track — at that
 * position when it is free, at the end otherwise.
 */
export function trackTargetFor(
  existing: readonly ExistingTrack[],
  position: number,
  folderContents: ReadonlySet<string>,
  buyers = 0,
): TrackTarget {
  const there = existing.find((track) => track.trackNumber === position);
  if (there === undefined) return { kind: 'new', trackNumber: position };
  const replaced =
    there.state === 'failed' &&
    !isSold(buyers, there.firstListedAt) &&
    (there.contentSha256 === null || !folderContents.has(there.contentSha256));
  if (there.state === 'awaiting_upload' || there.state === 'uploading' || replaced) {
    return { kind: 'refill', trackId: there.id };
  }
  return {
    kind: 'new',
    trackNumber: Math.max(0, ...existing.map((track) => track.trackNumber)) + 1,
  };
}
