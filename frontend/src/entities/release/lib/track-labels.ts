import type { ProcessingStep } from '../model/release';

/** The pipeline's steps (docs/adr/0042) in the artist's words. */
export const PROCESSING_STEP_LABELS: Record<ProcessingStep, string> = {
  queued: 'Waiting its turn',
  probing: 'Reading the file',
  encoding: 'Making the streams and the preview',
  storing: 'Saving',
};
