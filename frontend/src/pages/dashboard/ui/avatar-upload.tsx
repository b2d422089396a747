import type { ChangeEvent } from 'react';
import { FieldLabel, FieldMessages, fieldStyles, useFieldIds } from '@/shared/ui/field';
import { Avatar } from '@/shared/ui/avatar';
import { Button } from '@/shared/ui/button';
import { AVATAR_TYPES } from '../lib/avatar-file';
import styles from './dashboard.module.css';

export interface AvatarUploadProps {
  displayName: string;
  currentUrl: string | null;
  /** Local preview of the chosen file, shown before and while it uploads. */
  previewUrl: string | null;
  hasSelection: boolean;
  isUploading: boolean;
  /** 0–1 */
  progress: number;
  error: string | null;
  onFileChosen: (file: File) => void;
  onUpload: () => void;
  onCancel: () => void;
}

export function AvatarUpload(props: AvatarUploadProps) {
  const { hasSelection, isUploading, error } = props;
  const ids = useFieldIds(undefined, { hint: 'JPEG, PNG or WebP, up to 5 MB.', error });
  const percent = Math.round(props.progress * 100);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so choosing the same file again still counts as a choice.
    event.currentTarget.value = '';
    if (file !== undefined) props.onFileChosen(file);
  };

  return (
    <div className={styles.avatarUpload}>
      <Avatar name={props.displayName} src={props.previewUrl ?? props.currentUrl} size="xl" />
      <div className={styles.avatarControls}>
        <div className={fieldStyles.field}>
          <FieldLabel htmlFor={ids.controlId}>Choose a new avatar</FieldLabel>
          <input
            id={ids.controlId}
            type="file"
            accept={AVATAR_TYPES.join(',')}
            className={styles.fileInput}
            aria-describedby={ids.describedBy}
            aria-invalid={ids.hasError || undefined}
            disabled={isUploading}
            onChange={choose}
          />
          <FieldMessages ids={ids} hint="JPEG, PNG or WebP, up to 5 MB." error={error} />
        </div>
        {isUploading ? (
          <div className={styles.progress}>
            <progress max={100} value={percent} aria-label="Upload progress" />
            <span aria-hidden="true">Uploading… {percent}%</span>
          </div>
        ) : null}
        <div className={styles.actions}>
          <Button disabled={!hasSelection} loading={isUploading} onClick={props.onUpload}>
            Upload avatar
          </Button>
          {hasSelection && !isUploading ? (
            <Button variant="ghost" onClick={props.onCancel}>
              Cancel
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
