import { createEffect, createEvent, createStore, sample } from 'effector';
import { withArtistId } from '@/entities/release';
import { explainFailure } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { navigateFx } from '@/shared/lib/navigation';
import { toastShown } from '@/shared/lib/toast';
import { deleteRelease } from '../api/release-edits';
import { $artistId, $release, editorOpened } from './release-editor';

/** Deleting a draft (the server allows it only while nobody but the artist has seen it). */
export const deleteAsked = createEvent();
export const deleteCancelled = createEvent();
export const deleteConfirmed = createEvent();

export const deleteReleaseFx = createEffect(
  async (release: { id: string; title: string }): Promise<string> => {
    await deleteRelease(release.id);
    return release.title;
  },
);

export const $isDeleteOpen = createStore(false);
export const $deleteError = createStore<string | null>(null);
export const $isDeleting = deleteReleaseFx.pending;

$isDeleteOpen
  .on(deleteAsked, () => true)
  .reset(deleteCancelled, deleteReleaseFx.done, editorOpened);
$deleteError
  .on(deleteReleaseFx.failData, (_, error) =>
    explainFailure(error, 'It could not be deleted. Check your connection and try again.'),
  )
  .reset(deleteAsked, deleteCancelled, deleteReleaseFx);

sample({
  clock: deleteConfirmed,
  source: { release: $release, busy: $isDeleting },
  filter: ({ release, busy }) => release !== null && !busy,
  fn: ({ release }) => ({ id: release?.id ?? '', title: release?.title ?? '' }),
  target: deleteReleaseFx,
});
// Back to the studio's home (an admin's names the artist), which no longer lists it.
sample({
  clock: deleteReleaseFx.done,
  source: $artistId,
  fn: (artistId) => withArtistId(ROUTES.artistStudio, artistId),
  target: navigateFx,
});
sample({
  clock: deleteReleaseFx.doneData,
  fn: (title) => ({ kind: 'success' as const, text: `“${title}” was deleted.` }),
  target: toastShown,
});
