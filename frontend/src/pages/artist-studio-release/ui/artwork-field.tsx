import { type ChangeEvent, useRef } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Alert } from '@/shared/ui/alert';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { ARTWORK_TYPES } from '../model/artwork';
import styles from './release-editor.module.css';

export interface ArtworkFieldProps {
  url: string | null;
  isUploading: boolean;
  /** 0–1 */
  progress: number;
  error: string | null;
  /** Null: it can be chosen; else why not yet (a release not created). */
  disabledReason?: string | null;
  onFile: (file: File) => void;
}

const HINT = 'Square, at least 1400 × 1400 pixels: JPEG, PNG or WebP, up to 25 MB.';

/** The cover: shown, replaced, and what it must be. */
export function ArtworkField({
  url,
  isUploading,
  progress,
  error,
  disabledReason = null,
  onFile,
}: ArtworkFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round(progress * 100);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file !== undefined) onFile(file);
  };
  return (
    <div className={styles.artwork}>
      <Artwork
        src={url}
        kind="album"
        size={256}
        className={cx(styles.cover)}
        alt={url === null ? 'No artwork yet' : 'The release’s artwork'}
      />
      <p className={styles.muted}>{disabledReason ?? HINT}</p>
      {isUploading ? (
        <progress className={styles.bar} max={100} value={percent} aria-label="Artwork upload" />
      ) : null}
      {error === null ? null : <Alert tone="error">{error}</Alert>}
      <Button
        variant="secondary"
        loading={isUploading}
        disabled={disabledReason !== null}
        onClick={() => input.current?.click()}
      >
        {url === null ? 'Upload artwork' : 'Replace artwork'}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ARTWORK_TYPES.join(',')}
        className={styles.fileInput}
        tabIndex={-1}
        aria-hidden="true"
        onChange={choose}
      />
    </div>
  );
}
