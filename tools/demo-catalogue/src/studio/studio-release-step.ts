/** The demo studio release as the database holds it: its state and its tracks' states. */
export interface FoundStudioRelease {
  state: string;
  trackStates: readonly string[];
}

export type StudioReleaseStep =
  | { step: 'import' }
  /** `ready`: complete and processed; `artists-own`: scheduled, published or taken down since. */
  | { step: 'leave'; why: 'ready' | 'artists-own' };

/**
 * Whether the seed puts the demo studio release through the import: when it is not there, or a
 * draft still missing a ready track (a seed stopped half-way, a failed master — the import
 * refills such slots and skips masters already in Encore). Never once it is complete, so a second
 * seed renders and processes nothing, and never once the artist has moved it past draft.
 */
export function studioReleaseStep(
  found: FoundStudioRelease | null,
  expectedTracks: number,
): StudioReleaseStep {
  if (found === null) return { step: 'import' };
  if (found.state !== 'draft') return { step: 'leave', why: 'artists-own' };
  const ready = found.trackStates.filter((state) => state === 'ready').length;
  return ready >= expectedTracks && ready === found.trackStates.length
    ? { step: 'leave', why: 'ready' }
    : { step: 'import' };
}
