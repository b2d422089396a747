import type { ProcessingFailure } from '../domain/processing-failure.js';

/**
 * A master that cannot be processed, for a reason the artist can act on (stored as the track's
 * failure; never retried by the queue: the same file fails the same way).
 */
export class PipelineFailure extends Error {
  constructor(
    readonly failure: ProcessingFailure,
    /** What an admin needs: the tool's last lines, the probe's numbers. */
    readonly detail: string,
  ) {
    super(`${failure.kind}: ${detail}`);
    this.name = 'PipelineFailure';
  }
}
