import type { StudioTrack } from '@/entities/release';
import {
  type FileProblem,
  type LocalUploads,
  TrackDropZone,
} from '@/features/studio-track-uploads';
import { ConfirmDialog } from '@/shared/ui/confirm-dialog';
import type { TrackChanges } from '../api/release-edits';
import type { MoveDirection } from '../lib/track-order';
import { trackStatus } from '../lib/track-status';
import styles from './release-editor.module.css';
import { useTrackDrag } from './track-drag';
import { TrackRow } from './track-row';

export interface TrackListEditorProps {
  tracks: readonly StudioTrack[];
  uploads: LocalUploads;
  /** Tracks may be added and removed (a draft); those buyers have stay all the same. */
  canEditTracks: boolean;
  /** People who bought the release (docs/adr/0050). */
  buyers: number;
  fileProblems: readonly FileProblem[];
  trackErrors: Readonly<Record<string, string>>;
  removingTrackId: string | null;
  isRemoving: boolean;
  removeError: string | null;
  onFiles: (files: File[]) => void;
  onEdit: (trackId: string, changes: TrackChanges) => void;
  onMove: (trackId: string, direction: MoveDirection) => void;
  /** A track dragged with a pointer and dropped at a position (1-based). */
  onDrop: (trackId: string, position: number) => void;
  onRetry: (trackId: string) => void;
  onRemove: (trackId: string) => void;
  onRemoveConfirmed: () => void;
  onRemoveCancelled: () => void;
  onPause: (trackId: string) => void;
  onResume: (trackId: string) => void;
}

/** The release's tracks in order, each with its live state, and where more files come in. */
export function TrackListEditor(props: TrackListEditorProps) {
  const tracks = [...props.tracks].sort((a, b) => a.position - b.position);
  const removing = tracks.find((track) => track.id === props.removingTrackId) ?? null;
  const dragOf = useTrackDrag(tracks.length > 1, props.onDrop);
  return (
    <div className={styles.trackList}>
      <TrackDropZone
        compact={tracks.length > 0}
        problems={props.fileProblems}
        disabledReason={
          props.canEditTracks
            ? null
            : 'Tracks can be added or removed only while the release is a draft: unpublish it first.'
        }
        onFiles={props.onFiles}
      />
      {tracks.length === 0 ? null : (
        <ol className={styles.tracks} aria-label="Tracks">
          {tracks.map((track, index) => (
            <TrackRow
              key={track.id}
              track={track}
              status={trackStatus(track, props.uploads[track.id])}
              isFirst={index === 0}
              isLast={index === tracks.length - 1}
              canRemove={props.canEditTracks}
              buyers={props.buyers}
              drag={dragOf(track.id, index + 1)}
              error={props.trackErrors[track.id] ?? null}
              onEdit={(changes) => {
                props.onEdit(track.id, changes);
              }}
              onMove={(direction) => {
                props.onMove(track.id, direction);
              }}
              onRetry={() => {
                props.onRetry(track.id);
              }}
              onRemove={() => {
                props.onRemove(track.id);
              }}
              onPause={() => {
                props.onPause(track.id);
              }}
              onResume={() => {
                props.onResume(track.id);
              }}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Remove “${removing?.title ?? ''}”?`}
        description="The track and its uploaded file are deleted from this release. The others keep their order."
        confirmLabel="Remove track"
        tone="danger"
        pending={props.isRemoving}
        error={props.removeError}
        onConfirm={props.onRemoveConfirmed}
        onCancel={props.onRemoveCancelled}
      />
    </div>
  );
}
