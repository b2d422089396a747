import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { explainFailure } from '@/shared/api';
import { removeProfilePhoto, uploadProfilePhoto } from '../api/studio-profile';
import { photoProblem } from '../lib/photo-file';
import { $artistId, profileOpened, profileReplaced } from './profile-editor';

/** A photo is public as soon as it is stored: it is not part of the form's Save. */
export const photoChosen = createEvent<File>();
export const photoRemoveClicked = createEvent();
export const photoProgressed = createEvent<number>();

export const uploadPhotoFx = createEffect(
  ({ artistId, file }: { artistId: string | null; file: File }) => {
    // Progress comes from XMLHttpRequest callbacks, outside effector: bound to this scope.
    const progressed = scopeBind(photoProgressed, { safe: true });
    return uploadProfilePhoto(artistId, file, progressed);
  },
);
export const removePhotoFx = createEffect((artistId: string | null) =>
  removeProfilePhoto(artistId),
);

export const $photoError = createStore<string | null>(null);
/** Share of the photo sent, 0–1. */
export const $photoProgress = createStore(0);
export const $isUploadingPhoto = uploadPhotoFx.pending;
export const $isRemovingPhoto = removePhotoFx.pending;

const checked = sample({
  clock: photoChosen,
  source: $artistId,
  fn: (artistId, file) => ({ artistId, file, problem: photoProblem(file) }),
});
sample({
  clock: checked,
  filter: ({ problem }) => problem === null,
  fn: ({ artistId, file }) => ({ artistId, file }),
  target: uploadPhotoFx,
});
sample({ clock: photoRemoveClicked, source: $artistId, target: removePhotoFx });

$photoError
  .on(checked, (_, { problem }) => problem)
  .on(uploadPhotoFx.failData, (_, error) =>
    explainFailure(error, 'The photo could not be uploaded. Try again.'),
  )
  .on(removePhotoFx.failData, (_, error) =>
    explainFailure(error, 'The photo could not be removed. Try again.'),
  )
  .reset(uploadPhotoFx, removePhotoFx, profileOpened);
$photoProgress.on(photoProgressed, (_, fraction) => fraction).reset(uploadPhotoFx);
sample({ clock: [uploadPhotoFx.doneData, removePhotoFx.doneData], target: profileReplaced });
