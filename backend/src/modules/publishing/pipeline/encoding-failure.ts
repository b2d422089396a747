import { lastLines, readsAsDamaged } from '../domain/processing-failure.js';
import { PipelineFailure } from './pipeline-failure.js';
import { ToolRunError } from './tool-run.js';

/** What a failed ffmpeg run means for the artist: a hang, a damaged file, or our trouble (retried). */
export function encodingFailure(error: unknown, noProgressMs: number): Error {
  if (!(error instanceof ToolRunError)) return error as Error;
  const detail = `ffmpeg: ${error.message}\n${lastLines(error.stderr)}`;
  if (error.stalled) {
    return new PipelineFailure({ kind: 'stalled', silentS: noProgressMs / 1000 }, detail);
  }
  if (readsAsDamaged(error.stderr)) return new PipelineFailure({ kind: 'corrupt' }, detail);
  return new Error(detail);
}
