import { UploadProgress } from '@/features/studio-track-uploads';
import { Button } from '@/shared/ui/button';
import { Chip } from '@/shared/ui/chip';
import { RetryIcon } from '@/shared/ui/icons';
import { TRACK_MARKER_LABELS, type TrackMarker } from '../lib/sold-tracks';
import type { TrackStatus } from '../lib/track-status';
import styles from './release-editor.module.css';

export interface TrackStatusLineProps {
  status: TrackStatus;
  /** "3:34 · FLAC · 44.1 kHz / 24-bit", once processed. */
  facts: string | null;
  /** Whether buyers have the track, or get it at the next publication (shown in words). */
  marker?: TrackMarker | null;
  onRetry: () => void;
  onPause: () => void;
  onResume: () => void;
}

function RetryButton({ onRetry }: { onRetry: () => void }) {
  return (
    <Button variant="secondary" size="sm" icon={<RetryIcon size={16} />} onClick={onRetry}>
      Retry
    </Button>
  );
}

function MarkerChip({ marker }: { marker: TrackMarker | null }) {
  if (marker === null) return null;
  return (
    <Chip variant={marker === 'bought' ? 'default' : 'primary'}>{TRACK_MARKER_LABELS[marker]}</Chip>
  );
}

/**
 * Where the track's file stands, live: uploading, processing, ready, or failed and why; beside
 * it, whether the release's buyers have it.
 */
export function TrackStatusLine({
  status,
  facts,
  marker = null,
  onRetry,
  onPause,
  onResume,
}: TrackStatusLineProps) {
  const markerChip = <MarkerChip marker={marker} />;
  switch (status.kind) {
    case 'uploading':
      return (
        <div className={styles.stack}>
          <p className={styles.statusLine}>
            <Chip variant="secondary">
              {status.upload.phase === 'paused' ? 'Upload paused' : 'Uploading'}
            </Chip>
            {markerChip}
          </p>
          <UploadProgress upload={status.upload} onPause={onPause} onResume={onResume} />
        </div>
      );
    case 'upload_failed':
      return (
        <p className={styles.statusLine}>
          <Chip variant="danger">Upload failed</Chip>
          {markerChip}
          <span className={styles.reason}>{status.reason}</span>
          {status.retryable ? <RetryButton onRetry={onRetry} /> : null}
        </p>
      );
    case 'upload_interrupted':
      return (
        <p className={styles.statusLine}>
          <Chip variant="warning">Upload stopped</Chip>
          {markerChip}
          <span>Drop or choose “{status.fileName}” again: it continues from where it stopped.</span>
        </p>
      );
    case 'awaiting_file':
      return (
        <p className={styles.statusLine}>
          <Chip>Waiting for its file</Chip>
          {markerChip}
          <span>Drop or choose “{status.fileName}” to upload it.</span>
        </p>
      );
    case 'upload_finished':
      return (
        <p className={styles.statusLine}>
          <Chip variant="secondary">Uploaded</Chip>
          {markerChip}
          <span>Processing starts in a moment…</span>
        </p>
      );
    case 'processing':
      return (
        <div className={styles.stack}>
          <p className={styles.statusLine}>
            <Chip variant="secondary">Processing</Chip>
            {markerChip}
            <span>
              {status.step} · {status.percent}%
            </span>
          </p>
          <progress
            className={styles.bar}
            max={100}
            value={status.percent}
            aria-label={`Processing: ${status.step}`}
          />
        </div>
      );
    case 'ready':
      return (
        <p className={styles.statusLine}>
          <Chip variant="success">Ready</Chip>
          {markerChip}
          {facts === null ? null : <span className={styles.muted}>{facts}</span>}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.statusLine}>
          <Chip variant="danger">Failed</Chip>
          {markerChip}
          <span className={styles.reason}>{status.reason}</span>
          {status.retryable ? <RetryButton onRetry={onRetry} /> : null}
        </p>
      );
  }
}
