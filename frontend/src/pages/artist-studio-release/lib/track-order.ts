import type { StudioTrack } from '@/entities/release';

export type MoveDirection = 'up' | 'down';

/**
 * The tracks after moving one to `position` (1-based, clamped to the list), renumbered from 1
 * (what the server will answer once it has the new position), and that position; null when the
 * track is not there or would not move.
 */
export function moveTrackTo<T extends Pick<StudioTrack, 'id' | 'position'>>(
  tracks: readonly T[],
  trackId: string,
  position: number,
): { tracks: T[]; position: number } | null {
  const ordered = [...tracks].sort((a, b) => a.position - b.position);
  const from = ordered.findIndex((track) => track.id === trackId);
  const to = Math.min(Math.max(position, 1), ordered.length) - 1;
  if (from < 0 || to === from) return null;
  const [moved] = ordered.splice(from, 1);
  if (moved === undefined) return null;
  ordered.splice(to, 0, moved);
  return {
    tracks: ordered.map((track, index) => ({ ...track, position: index + 1 })),
    position: to + 1,
  };
}

/** The same, one place up or down (the buttons and the keyboard); null at either end. */
export function moveTrack<T extends Pick<StudioTrack, 'id' | 'position'>>(
  tracks: readonly T[],
  trackId: string,
  direction: MoveDirection,
): { tracks: T[]; position: number } | null {
  const ordered = [...tracks].sort((a, b) => a.position - b.position);
  const from = ordered.findIndex((track) => track.id === trackId);
  const to = direction === 'up' ? from : from + 2;
  if (from < 0 || to < 1 || to > ordered.length) return null;
  return moveTrackTo(ordered, trackId, to);
}
