import { type ChangeEvent, useRef } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Alert } from '@/shared/ui/alert';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { PHOTO_TYPES } from '../lib/photo-file';
import styles from './profile-editor.module.css';

export interface PhotoFieldProps {
  url: string | null;
  name: string;
  isUploading: boolean;
  isRemoving: boolean;
  /** 0–1 */
  progress: number;
  error: string | null;
  onFile: (file: File) => void;
  onRemove: () => void;
}

const HINT =
  'JPEG, PNG or WebP, up to 5 MB. Shown round; a new photo is on your page as soon as it is uploaded.';

/** The artist's photo: shown, uploaded, replaced or removed (saved at once, apart from the form). */
export function PhotoField(props: PhotoFieldProps) {
  const { url, isUploading, isRemoving } = props;
  const input = useRef<HTMLInputElement>(null);
  const percent = Math.round(props.progress * 100);
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file !== undefined) props.onFile(file);
  };
  return (
    <div className={styles.photo}>
      <Artwork
        src={url}
        kind="artist"
        size={128}
        className={cx(styles.photoImage)}
        alt={url === null ? 'No photo yet' : `Photo of ${props.name}`}
      />
      <div className={styles.photoSide}>
        <p className={styles.muted}>{HINT}</p>
        {isUploading ? (
          <progress className={styles.bar} max={100} value={percent} aria-label="Photo upload" />
        ) : null}
        {props.error === null ? null : <Alert tone="error">{props.error}</Alert>}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            loading={isUploading}
            disabled={isRemoving}
            onClick={() => input.current?.click()}
          >
            {url === null ? 'Upload a photo' : 'Replace photo'}
          </Button>
          {url === null ? null : (
            <Button
              variant="ghost"
              loading={isRemoving}
              disabled={isUploading}
              onClick={props.onRemove}
            >
              Remove photo
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={PHOTO_TYPES.join(',')}
          className={styles.fileInput}
          tabIndex={-1}
          aria-hidden="true"
          onChange={choose}
        />
      </div>
    </div>
  );
}
