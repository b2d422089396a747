import { type ChangeEvent, type DragEvent, useRef, useState } from 'react';
import { cx } from '@/shared/lib/classnames';
import { Alert } from '@/shared/ui/alert';
import { Artwork } from '@/shared/ui/artwork';
import { Button } from '@/shared/ui/button';
import { type SquareCrop, SquareCropDialog } from '@/shared/ui/square-crop-dialog';
import { ARTWORK_MIN_SIDE, ARTWORK_TYPES, type ArtworkCrop } from '../model/artwork';
import fieldStyles from './artwork-field.module.css';
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
  /** The chosen image while its square is chosen (the crop dialog); null: no dialog. */
  crop: ArtworkCrop | null;
  /** The chosen file is being read. */
  isOpening?: boolean;
  /** The chosen square is being drawn. */
  isCropping?: boolean;
  cropError?: string | null;
  onCropConfirmed: (crop: SquareCrop) => void;
  onCropCancelled: () => void;
}

const HINT =
  'Square, at least 1400 × 1400 pixels: JPEG, PNG or WebP, up to 25 MB. Choose or drop an image, then the square to keep.';

const hasFiles = (event: DragEvent): boolean => event.dataTransfer.types.includes('Files');

/**
 * The cover: shown, replaced (chosen or dropped), and what it must be. A chosen image opens the
 * crop dialog; only the square chosen there is uploaded.
 */
export function ArtworkField({
  url,
  isUploading,
  progress,
  error,
  disabledReason = null,
  onFile,
  crop,
  isOpening = false,
  isCropping = false,
  cropError = null,
  onCropConfirmed,
  onCropCancelled,
}: ArtworkFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const percent = Math.round(progress * 100);
  const busy = isUploading || isOpening || isCropping;
  const accepts = disabledReason === null && !busy;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (file !== undefined) onFile(file);
  };
  const over = (event: DragEvent) => {
    if (!accepts || !hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDropping(true);
  };
  const leave = (event: DragEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDropping(false);
  };
  const drop = (event: DragEvent) => {
    if (!accepts || !hasFiles(event)) return;
    event.preventDefault();
    setDropping(false);
    const file = event.dataTransfer.files[0];
    if (file !== undefined) onFile(file);
  };

  return (
    <div
      className={cx(styles.artwork, fieldStyles.dropTarget)}
      data-active={dropping || undefined}
      onDragEnter={over}
      onDragOver={over}
      onDragLeave={leave}
      onDrop={drop}
    >
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
        loading={busy}
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
      <SquareCropDialog
        open={crop !== null}
        title="Crop your artwork"
        description="Covers are square. Choose the part of your image to keep."
        image={crop?.image ?? null}
        minSide={ARTWORK_MIN_SIDE}
        refusal={crop?.refusal ?? null}
        pending={isCropping}
        error={cropError}
        onConfirm={onCropConfirmed}
        onCancel={onCropCancelled}
      />
    </div>
  );
}
