/**
 * A release track's master (docs/adr/0041): a slot waits for its file, the file arrives over tus,
 * the pipeline processes it, and it ends `ready` or `failed` with a reason — never "processing"
 * forever (a watchdog fails a job that stopped making progress).
 */
export const TRACK_STATES = [
  'awaiting_upload',
  'uploading',
  'processing',
  'ready',
  'failed',
] as const;
export type TrackState = (typeof TRACK_STATES)[number];

/** The pipeline's steps, in order, as the studio shows them. */
export const PROCESSING_STEPS = ['queued', 'probing', 'encoding', 'storing'] as const;
export type ProcessingStep = (typeof PROCESSING_STEPS)[number];

/** A new upload may start into the slot: nothing yet, a failed file, or an upload to replace. */
export const acceptsUpload = (state: TrackState): boolean =>
  state === 'awaiting_upload' || state === 'uploading' || state === 'failed';

/** `retry` reprocesses from the stored master: only a failed (or ready) track that has one. */
export const retryable = (state: TrackState, hasMaster: boolean): boolean =>
  hasMaster && (state === 'failed' || state === 'ready');
