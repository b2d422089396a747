import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { explainFailure } from '@/shared/api';
import { uploadArtwork } from '../api/release-edits';
import { $release, editorOpened, releaseRefreshRequested } from './release-editor';

/** What the artwork call accepts (backend releases/studio.errors.ts). */
export const ARTWORK_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const ARTWORK_MAX_BYTES = 25 * 1024 * 1024;

/** Why a chosen file cannot be the cover, or null; the server checks its size in pixels. */
export function artworkProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!ARTWORK_TYPES.some((type) => type === file.type)) {
    return 'Choose a JPEG, PNG or WebP image.';
  }
  if (file.size > ARTWORK_MAX_BYTES) return 'Artwork files must be 25 MB or smaller.';
  return null;
}

export const artworkChosen = createEvent<File>();
export const artworkProgressed = createEvent<number>();

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

const checked = sample({
  clock: artworkChosen,
  source: $release,
  fn: (release, file) => ({ release, file, problem: artworkProblem(file) }),
});
$artworkError
  .on(checked, (_, { problem }) => problem)
  .on(uploadArtworkFx.failData, (_, error) =>
    explainFailure(error, 'The artwork could not be uploaded. Try again.'),
  )
  .reset(uploadArtworkFx, editorOpened);
sample({
  clock: checked,
  filter: ({ release, problem }) => release !== null && problem === null,
  fn: ({ release, file }) => ({ releaseId: release?.id ?? '', file }),
  target: uploadArtworkFx,
});
$artworkProgress.on(artworkProgressed, (_, fraction) => fraction).reset(uploadArtworkFx);
$release.on(uploadArtworkFx.doneData, (release, url) =>
  release === null ? null : { ...release, artwork_url: url },
);
// The checklist loses "artwork": the server says so.
sample({ clock: uploadArtworkFx.done, target: releaseRefreshRequested });
