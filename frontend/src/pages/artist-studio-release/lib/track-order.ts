import type { StudioTrack } from '@/entities/release';

export type MoveDirection = 'up' | 'down';

/**
 * The tracks after moving one a place up or down, renumbered from 1 (what the server will answer
 * once it has the new position), and that position; null when it cannot move that way.
 */
export function moveTrack<T extends Pick<StudioTrack, 'id' | 'position'>>(
  tracks: readonly T[],
  trackId: string,
  direction: MoveDirection,
): { tracks: T[]; position: number } | null {
  const ordered = [...tracks].sort((a, b) => a.position - b.position);
  const from = ordered.findIndex((track) => track.id === trackId);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ordered.length) return null;
  const [moved] = ordered.splice(from, 1);
  if (moved === undefined) return null;
  ordered.splice(to, 0, moved);
  return {
    tracks: ordered.map((track, index) => ({ ...track, position: index + 1 })),
    position: to + 1,
  };
}
