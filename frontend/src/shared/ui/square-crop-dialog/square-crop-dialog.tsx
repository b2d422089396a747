import { type ReactNode, useId, useState } from 'react';
import {
  centredCrop,
  cropSizeRange,
  fitsMinimum,
  type ImageSize,
  type SquareCrop,
  zoomCrop,
} from './crop-geometry';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { CropStage } from './crop-stage';
import styles from './square-crop-dialog.module.css';

export interface SquareCropDialogProps {
  open: boolean;
  /** Names the dialog: "Crop your artwork". */
  title: string;
  description?: ReactNode;
  /** The chosen image: its size as it shows, and where to show it from. */
  image: (ImageSize & { src: string }) | null;
  /** The crop never gets smaller than this many source pixels a side. */
  minSide: number;
  /**
   * Why this image cannot be used, in the words the server would use; shown instead of the
   * frame. An image under `minSide` is always refused (with a plain sentence when this is unset).
   */
  refusal?: string | null;
  confirmLabel?: string;
  /** The crop is being made: the confirm button spins, nothing can be changed. */
  pending?: boolean;
  /** Why making the crop failed, shown so the person can retry or cancel. */
  error?: string | null;
  onConfirm: (crop: SquareCrop) => void;
  onCancel: () => void;
}

const tooSmall = (image: ImageSize, minSide: number) =>
  `This image is ${image.width} × ${image.height} pixels; it must be at least ${minSide} × ${minSide}.`;

/**
 * Choosing the square part of an image to keep (release artwork; later an artist's photo): the
 * image with a square frame to move and zoom, never outside the image nor under `minSide`.
 * The crop itself is the caller's to make (`onConfirm` gets it in source pixels).
 */
export function SquareCropDialog({
  open,
  title,
  description,
  image,
  minSide,
  refusal = null,
  confirmLabel = 'Use this crop',
  pending = false,
  error = null,
  onConfirm,
  onCancel,
}: SquareCropDialogProps) {
  const hintId = useId();
  const zoomHintId = useId();
  // The crop belongs to the image it was made on: another image starts again, centred.
  const [chosen, setChosen] = useState<{ src: string; crop: SquareCrop } | null>(null);
  const refused =
    image === null
      ? null
      : (refusal ?? (fitsMinimum(image, minSide) ? null : tooSmall(image, minSide)));
  const crop =
    image === null || refused !== null
      ? null
      : chosen?.src === image.src
        ? chosen.crop
        : centredCrop(image, minSide);
  const change = (next: (current: SquareCrop) => SquareCrop) => {
    if (image === null || crop === null || pending) return;
    setChosen((previous) => ({
      src: image.src,
      crop: next(previous?.src === image.src ? previous.crop : crop),
    }));
  };
  const range = image === null ? null : cropSizeRange(image, minSide);
  const zoomSteps = range === null ? 0 : range.largest - range.smallest;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !pending) onCancel();
      }}
      title={title}
      description={description}
      size="md"
      footer={
        <>
          <Button variant="ghost" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          {crop === null ? null : (
            <Button
              loading={pending}
              onClick={() => {
                onConfirm(crop);
              }}
            >
              {confirmLabel}
            </Button>
          )}
        </>
      }
    >
      <div className={styles.body}>
        {image === null ? null : (
          <CropStage
            image={image}
            crop={crop}
            minSide={minSide}
            frameLabel="Crop frame"
            hintId={hintId}
            onCropChange={change}
          />
        )}
        {image === null || crop === null || range === null ? null : (
          <>
            <p id={hintId} className={styles.hint}>
              Drag the square, or focus it and use the arrow keys, to choose what to keep; + and −
              zoom.
            </p>
            <label className={styles.zoom}>
              <span>Zoom</span>
              <input
                type="range"
                min={0}
                max={zoomSteps}
                step={1}
                value={range.largest - crop.size}
                disabled={zoomSteps === 0 || pending}
                aria-valuetext={`${crop.size} × ${crop.size} pixels`}
                aria-describedby={zoomHintId}
                onChange={(event) => {
                  const size = range.largest - Number(event.currentTarget.value);
                  change((current) => zoomCrop(current, size, image, minSide));
                }}
              />
            </label>
            <p id={zoomHintId} className={styles.hint}>
              {zoomSteps === 0
                ? `Kept at ${crop.size} × ${crop.size} pixels: the least a side may have.`
                : `${crop.size} × ${crop.size} pixels; the closest zoom keeps ${minSide} × ${minSide}.`}
            </p>
          </>
        )}
        {refused === null ? null : <Alert tone="error">{refused}</Alert>}
        {error === null ? null : <Alert tone="error">{error}</Alert>}
      </div>
    </Dialog>
  );
}
