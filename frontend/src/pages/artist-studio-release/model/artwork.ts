import {
  ARTWORK_MAX_BYTES,
  ARTWORK_MAX_SIDE,
  ARTWORK_MIN_SIDE,
  artworkTooSmall,
} from '@encore/shared-rules';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { explainFailure } from '@/shared/api';
import {
  clampCrop,
  closeImage,
  type ImageSize,
  type OpenedImage,
  openImage,
  renderSquareCrop,
  type SquareCrop,
} from '@/shared/ui/square-crop-dialog';
import { uploadArtwork } from '../api/release-edits';
import { $release, editorClosed, editorOpened, releaseRefreshRequested } from './release-editor';

/** What the artwork call accepts (backend releases/studio.errors.ts). */
export const ARTWORK_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export { ARTWORK_MIN_SIDE };

/** Why a chosen file cannot be the cover, or null; its size in pixels is checked once opened. */
export function artworkProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ARTWORK_TYPES.some((type) => type === file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > ARTWORK_MAX_BYTES) return 'Artwork files must be 25 MB or smaller.';
  return null;
}

/** A cover too small, in the server's words (StudioErrors.ARTWORK_TOO_SMALL), or null. */
export const artworkSizeProblem = (image: ImageSize): string | null =>
  artworkTooSmall(image.width, image.height);

/** The server's words for an image it cannot read (StudioErrors.ARTWORK_UNREADABLE). */
const UNREADABLE = 'This image could not be read. Please try another file.';
const CROP_FAILED = 'The crop could not be made. Try again, or choose another image.';

/** A chosen image in the crop dialog; `refusal` when it cannot be a cover at all. */
export interface ArtworkCrop {
  file: File;
  image: OpenedImage;
  refusal: string | null;
}

export const artworkChosen = createEvent<File>();
export const artworkCropConfirmed = createEvent<SquareCrop>();
export const artworkCropCancelled = createEvent();
export const artworkProgressed = createEvent<number>();

export const openArtworkImageFx = createEffect((file: File) => openImage(file));
export const closeArtworkImageFx = createEffect((image: OpenedImage) => {
  closeImage(image);
});
interface CropRequest {
  releaseId: string;
  file: File;
  crop: SquareCrop;
}

/** The square the artist chose, drawn at its own size (at most the server's) as a JPEG. */
export const cropArtworkFx = createEffect(({ file, crop }: CropRequest) =>
  renderSquareCrop(file, crop, { maxSide: ARTWORK_MAX_SIDE, name: 'artwork.jpg' }),
);
export const uploadArtworkFx = createEffect(
  ({ releaseId, file }: { releaseId: string; file: File }) => {
    // Progress comes from XMLHttpRequest callbacks, outside effector: bound to this scope.
    const progressed = scopeBind(artworkProgressed, { safe: true });
    return uploadArtwork(releaseId, file, progressed);
  },
);

export const $artworkError = createStore<string | null>(null);
/** Share of the artwork sent, 0–1. */
export const $artworkProgress = createStore(0);
export const $isUploadingArtwork = uploadArtworkFx.pending;
/** The image being cropped; null: no dialog. */
export const $artworkCrop = createStore<ArtworkCrop | null>(null);
export const $artworkCropError = createStore<string | null>(null);
export const $isOpeningArtwork = openArtworkImageFx.pending;
export const $isCroppingArtwork = cropArtworkFx.pending;

const checked = sample({
  clock: artworkChosen,
  source: $release,
  fn: (release, file) => ({ release, file, problem: artworkProblem(file) }),
});
$artworkError
  .on(checked, (_, { problem }) => problem)
  .on(openArtworkImageFx.fail, () => UNREADABLE)
  .on(uploadArtworkFx.failData, (_, error) =>
    explainFailure(error, 'The artwork could not be uploaded. Try again.'),
  )
  .reset(uploadArtworkFx, editorOpened);
sample({
  clock: checked,
  filter: ({ release, problem }) => release !== null && problem === null,
  fn: ({ file }) => file,
  target: openArtworkImageFx,
});

// An image opened while another is in the dialog (cannot happen from the page) is let go.
const opened = sample({
  clock: openArtworkImageFx.done,
  source: $artworkCrop,
  fn: (open, { params, result }) => ({
    open,
    crop: { file: params, image: result, refusal: artworkSizeProblem(result) },
  }),
});
$artworkCrop.on(
  sample({ clock: opened, filter: ({ open }) => open === null, fn: ({ crop }) => crop }),
  (_, crop) => crop,
);
sample({
  clock: opened,
  filter: ({ open }) => open !== null,
  fn: ({ crop }) => crop.image,
  target: closeArtworkImageFx,
});

// Only a crop the server would keep is made: inside the image, at least 1400 a side.
const confirmed = sample({
  clock: artworkCropConfirmed,
  source: { open: $artworkCrop, release: $release, making: $isCroppingArtwork },
  fn: ({ open, release, making }, crop): CropRequest | null =>
    open === null || open.refusal !== null || release === null || making
      ? null
      : {
          releaseId: release.id,
          file: open.file,
          crop: clampCrop(crop, open.image, ARTWORK_MIN_SIDE),
        },
});
sample({
  clock: confirmed,
  filter: (request): request is CropRequest => request !== null,
  target: cropArtworkFx,
});
$artworkCropError
  .on(cropArtworkFx.fail, () => CROP_FAILED)
  .reset(artworkCropConfirmed, artworkCropCancelled, openArtworkImageFx.done);

// Uploaded to the release it was cropped for, if the editor still shows that one.
sample({
  clock: cropArtworkFx.done,
  source: $release,
  filter: (release, { params }) => release?.id === params.releaseId,
  fn: (_, { params, result }) => ({ releaseId: params.releaseId, file: result }),
  target: uploadArtworkFx,
});

// The dialog closes once the crop is made (the upload shows on the page) or dropped, and the
// decoded image's address is given back: read here, before the store is cleared.
const dialogClosed = sample({
  clock: [artworkCropCancelled, cropArtworkFx.done, editorOpened, editorClosed],
  source: $artworkCrop,
  filter: (open): open is ArtworkCrop => open !== null,
  fn: (open: ArtworkCrop) => open.image,
});
$artworkCrop.reset(dialogClosed);
sample({ clock: dialogClosed, target: closeArtworkImageFx });

$artworkProgress.on(artworkProgressed, (_, fraction) => fraction).reset(uploadArtworkFx);
$release.on(uploadArtworkFx.doneData, (release, url) =>
  release === null ? null : { ...release, artwork_url: url },
);
// The checklist loses "artwork": the server says so.
sample({ clock: uploadArtworkFx.done, target: releaseRefreshRequested });
