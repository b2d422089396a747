import { ISRC_INPUT_PATTERN, normaliseIsrc } from '@encore/shared-rules';
import { VisuallyHidden } from 'radix-ui';
import { type FocusEvent, type KeyboardEvent, useState } from 'react';
import type { StudioTrack } from '@/entities/release';
import { cx } from '@/shared/lib/classnames';
import { Checkbox } from '@/shared/ui/checkbox';
import { IconButton } from '@/shared/ui/icon-button';
import { CloseIcon, MoveDownIcon, MoveUpIcon } from '@/shared/ui/icons';
import { TextField } from '@/shared/ui/text-field';
import { DisabledWithReason } from '@/shared/ui/tooltip';
import type { TrackChanges } from '../api/release-edits';
import { TITLE_MAX_LENGTH } from '../lib/release-form';
import type { MoveDirection } from '../lib/track-order';
import { trackMarker, trackRemoval } from '../lib/sold-tracks';
import { trackFacts } from '../lib/track-facts';
import type { TrackStatus } from '../lib/track-status';
import { PreviewStartEditor } from './preview-start-editor';
import { TrackDetailsEditor } from './track-details-editor';
import styles from './release-editor.module.css';
import type { TrackRowDrag } from './track-drag';
import { TrackStatusLine } from './track-status-line';

export interface TrackRowProps {
  track: StudioTrack;
  status: TrackStatus;
  isFirst: boolean;
  isLast: boolean;
  /** Tracks may be removed (a draft); one that buyers have stays all the same. */
  canRemove: boolean;
  /** People who bought the release: its tracks they do not have yet are new for them. */
  buyers: number;
  /** Why the last change failed, in the server's words. */
  error: string | null;
  onEdit: (changes: TrackChanges) => void;
  onMove: (direction: MoveDirection) => void;
  onRetry: () => void;
  onRemove: () => void;
  onPause: () => void;
  onResume: () => void;
  /** Pointer reordering (ui/track-drag.ts); none while tracks cannot move. */
  drag?: TrackRowDrag | undefined;
}

/** Enter saves a text field as leaving it does. */
const blurOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key === 'Enter') {
    event.preventDefault();
    event.currentTarget.blur();
  }
};

/**
 * One track of the release: its place (moved with buttons, so the keyboard can reorder), its
 * title, explicit flag and ISRC (each saved as the artist leaves the field), and its file's state.
 */
export function TrackRow(props: TrackRowProps) {
  const { track, status } = props;
  const [isrcProblem, setIsrcProblem] = useState<string | null>(null);
  const name = track.title === '' ? `track ${track.position}` : `“${track.title}”`;
  const removal = trackRemoval(track, props.canRemove);

  const saveTitle = (event: FocusEvent<HTMLInputElement>) => {
    const title = event.currentTarget.value.trim();
    if (title === '') {
      event.currentTarget.value = track.title;
      return;
    }
    if (title !== track.title) props.onEdit({ title });
  };
  const saveIsrc = (event: FocusEvent<HTMLInputElement>) => {
    const typed = event.currentTarget.value.trim();
    if (typed === '') {
      setIsrcProblem(null);
      if (track.isrc !== null) props.onEdit({ isrc: null });
      return;
    }
    if (!ISRC_INPUT_PATTERN.test(typed)) {
      setIsrcProblem('An ISRC looks like GB-AYE-06-01498: country, registrant, year, number.');
      return;
    }
    setIsrcProblem(null);
    if (normaliseIsrc(typed) !== track.isrc) props.onEdit({ isrc: typed });
  };

  return (
    <li
      {...props.drag?.row}
      className={styles.track}
      data-tone={status.kind === 'failed' || status.kind === 'upload_failed' ? 'failed' : undefined}
      data-drag={props.drag?.state ?? undefined}
      aria-label={`Track ${track.position}: ${track.title}`}
    >
      <span
        {...props.drag?.handle}
        className={cx(styles.position, props.drag === undefined ? undefined : styles.dragHandle)}
        title={props.drag === undefined ? undefined : 'Drag to reorder'}
        aria-hidden="true"
      >
        {track.position}
      </span>
      <div className={styles.trackFields}>
        <TextField
          // Starts again from the saved title whenever it changes (a save, another tab).
          key={`title:${track.title}`}
          label="Title"
          aria-label={`Title of track ${track.position}`}
          defaultValue={track.title}
          maxLength={TITLE_MAX_LENGTH}
          onBlur={saveTitle}
          onKeyDown={blurOnEnter}
        />
        <TextField
          key={`isrc:${track.isrc ?? ''}`}
          label="ISRC"
          aria-label={`ISRC of ${name}`}
          placeholder="GB-AYE-06-01498"
          defaultValue={track.isrc ?? ''}
          maxLength={15}
          autoCapitalize="characters"
          spellCheck={false}
          error={isrcProblem ?? props.error}
          onBlur={saveIsrc}
          onKeyDown={blurOnEnter}
        />
        <Checkbox
          className={cx(styles.explicit)}
          label={
            <>
              Explicit<VisuallyHidden.Root> ({name})</VisuallyHidden.Root>
            </>
          }
          checked={track.explicit}
          onCheckedChange={(explicit) => {
            props.onEdit({ explicit });
          }}
        />
      </div>
      <div className={styles.trackTools}>
        <IconButton
          label={`Move ${name} up`}
          icon={<MoveUpIcon size={18} />}
          size="sm"
          disabled={props.isFirst}
          onClick={() => {
            props.onMove('up');
          }}
        />
        <IconButton
          label={`Move ${name} down`}
          icon={<MoveDownIcon size={18} />}
          size="sm"
          disabled={props.isLast}
          onClick={() => {
            props.onMove('down');
          }}
        />
        {removal.kind === 'allowed' ? (
          <IconButton
            label={`Remove ${name}`}
            icon={<CloseIcon size={18} />}
            size="sm"
            onClick={props.onRemove}
          />
        ) : null}
        {removal.kind === 'refused' ? (
          <DisabledWithReason reason={removal.reason}>
            <IconButton
              label={`Remove ${name}`}
              icon={<CloseIcon size={18} />}
              size="sm"
              disabled
            />
          </DisabledWithReason>
        ) : null}
      </div>
      <div className={styles.trackStatus}>
        <p className={styles.fileName}>{track.file_name}</p>
        <TrackStatusLine
          status={status}
          facts={trackFacts(track)}
          marker={trackMarker(track, props.buyers)}
          onRetry={props.onRetry}
          onPause={props.onPause}
          onResume={props.onResume}
        />
      </div>
      <div className={styles.trackExtra}>
        <PreviewStartEditor track={track} />
        <TrackDetailsEditor track={track} />
      </div>
    </li>
  );
}
