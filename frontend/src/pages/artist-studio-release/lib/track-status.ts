import { PROCESSING_STEP_LABELS, type StudioTrack } from '@/entities/release';
import type { LocalUpload } from '@/features/studio-track-uploads';

/**
 * What a track's line shows: the server's state, unless this page is sending its file, whose
 * progress only the page knows. One place decides, so the row, the polling and the tests agree.
 */
export type TrackStatus =
  | { kind: 'uploading'; upload: LocalUpload }
  | { kind: 'upload_failed'; upload: LocalUpload; reason: string; retryable: boolean }
  /** The server waits for the rest of a file this page is not sending (a reload, another tab). */
  | { kind: 'upload_interrupted'; fileName: string }
  | { kind: 'awaiting_file'; fileName: string }
  /** The last byte arrived; the server has not said "processing" yet. */
  | { kind: 'upload_finished' }
  | { kind: 'processing'; step: string; percent: number }
  | { kind: 'ready' }
  | { kind: 'failed'; reason: string; retryable: boolean };

const clampPercent = (value: number): number => Math.max(0, Math.min(100, Math.round(value)));

export function trackStatus(
  track: Pick<
    StudioTrack,
    'state' | 'step' | 'progress' | 'failure_reason' | 'retryable' | 'file_name'
  >,
  upload: LocalUpload | undefined,
): TrackStatus {
  const waiting = track.state === 'awaiting_upload' || track.state === 'uploading';
  if (upload !== undefined && (waiting || upload.phase === 'failed')) {
    switch (upload.phase) {
      case 'uploading':
      case 'paused':
        return { kind: 'uploading', upload };
      case 'failed':
        // The server's own reason wins once it has one (it refused the file too).
        if (track.state === 'failed' && track.failure_reason !== null) break;
        return {
          kind: 'upload_failed',
          upload,
          reason: upload.failure ?? 'The upload failed.',
          retryable: upload.retryable,
        };
      case 'finished':
        return { kind: 'upload_finished' };
    }
  }
  switch (track.state) {
    case 'awaiting_upload':
      return { kind: 'awaiting_file', fileName: track.file_name };
    case 'uploading':
      return { kind: 'upload_interrupted', fileName: track.file_name };
    case 'processing':
      return {
        kind: 'processing',
        step: track.step === null ? 'Processing' : PROCESSING_STEP_LABELS[track.step],
        percent: clampPercent(track.progress),
      };
    case 'ready':
      return { kind: 'ready' };
    case 'failed':
      return {
        kind: 'failed',
        reason: track.failure_reason ?? 'Processing failed.',
        retryable: track.retryable,
      };
  }
}

/** The page polls while something it shows can change by itself (docs/adr/0047). */
export const POLL_INTERVAL_MS = 2_000;

/**
 * Whether to ask for the release again in a moment: while a track is processing, while this page
 * sends a file into one, or when a sent file has not been taken over yet. An upload the server
 * waits for but nobody sends (a closed tab) changes nothing by itself, so it is not polled.
 */
export function shouldPoll(
  tracks: readonly Pick<
    StudioTrack,
    'id' | 'state' | 'step' | 'progress' | 'failure_reason' | 'retryable' | 'file_name'
  >[],
  uploads: Readonly<Record<string, LocalUpload>>,
): boolean {
  return tracks.some((track) => {
    const status = trackStatus(track, uploads[track.id]);
    return (
      status.kind === 'processing' ||
      status.kind === 'uploading' ||
      status.kind === 'upload_finished'
    );
  });
}
