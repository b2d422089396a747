import { type ChangeEvent, type DragEvent, useId, useRef, useState } from 'react';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import type { FileProblem } from '../model/uploads';
import styles from './track-drop-zone.module.css';
import { UploadIcon } from './upload-icon';

/** What the picker offers; the server decides from the bytes, never from the name. */
const ACCEPTED = 'audio/*,.wav,.wave,.aif,.aiff,.flac,.m4a,.mp3,.ogg,.oga,.opus';

export interface TrackDropZoneProps {
  onFiles: (files: File[]) => void;
  /** Why files cannot be added now (the release is public), or null. */
  disabledReason?: string | null;
  /** Files of the last drop that were not sent, and why. */
  problems?: readonly FileProblem[];
  /** A slimmer bar once the release has tracks. */
  compact?: boolean;
}

const hasFiles = (event: DragEvent): boolean => event.dataTransfer.types.includes('Files');

/**
 * Where masters come in: drop many files at once, or pick them (a phone's files too). Each file
 * becomes a track. The button is the keyboard's and screen reader's way in; the zone is a
 * convenience for a pointer.
 */
export function TrackDropZone({
  onFiles,
  disabledReason = null,
  problems = [],
  compact = false,
}: TrackDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(false);
  const titleId = useId();
  const hintId = useId();
  const disabled = disabledReason !== null;

  const over = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setActive(true);
  };
  const leave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActive(false);
  };
  const drop = (event: DragEvent) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    setActive(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(files);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared, so picking the same files again (after a reload, to resume) still counts.
    event.currentTarget.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div className={styles.wrapper}>
      <section
        className={styles.zone}
        aria-labelledby={titleId}
        aria-describedby={hintId}
        data-active={active || undefined}
        data-compact={compact || undefined}
        data-disabled={disabled || undefined}
        onDragEnter={over}
        onDragOver={over}
        onDragLeave={leave}
        onDrop={drop}
      >
        <UploadIcon size={compact ? 24 : 40} className={styles.icon} />
        <div>
          <h3 id={titleId} className={styles.title}>
            {compact ? 'Add more tracks' : 'Drop your tracks here'}
          </h3>
          <p id={hintId} className={styles.hint}>
            {disabledReason ??
              'WAV, AIFF, FLAC, ALAC, MP3 or Ogg, up to 2 GB each. Drop many at once: each file becomes a track.'}
          </p>
        </div>
        <Button
          variant={compact ? 'secondary' : 'primary'}
          icon={<UploadIcon size={18} />}
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          accept={ACCEPTED}
          className={styles.input}
          tabIndex={-1}
          aria-hidden="true"
          disabled={disabled}
          onChange={choose}
        />
      </section>
      {problems.length === 0 ? null : (
        <Alert tone="warning" title="Some files were not added">
          <ul className={styles.problems}>
            {problems.map((problem) => (
              <li key={`${problem.fileName}:${problem.message}`}>{problem.message}</li>
            ))}
          </ul>
        </Alert>
      )}
    </div>
  );
}
