import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { not } from 'patronum';
import { sessionUserUpdated } from '@/entities/session';
import { ApiError } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { uploadAvatar } from '../api/profile-api';
import { avatarFileProblem } from '../lib/avatar-file';
import { failOnNull } from '../lib/fail-on-null';
import { $profile, dashboardOpened } from './profile';

export const avatarFileChosen = createEvent<File>();
export const avatarSelectionCleared = createEvent();
export const avatarUploadRequested = createEvent();
export const avatarUploadProgressed = createEvent<number>();

/** Swaps the local preview: frees the previous object URL, makes one for the new file. */
export const replacePreviewFx = createEffect(
  ({ previous, file }: { previous: string | null; file: File | null }) => {
    if (previous !== null) URL.revokeObjectURL(previous);
    return file === null ? null : URL.createObjectURL(file);
  },
);
export const uploadAvatarFx = createEffect((file: File) => {
  // Progress arrives from XMLHttpRequest callbacks, outside effector: bind them to this scope.
  const progressed = scopeBind(avatarUploadProgressed, { safe: true });
  return failOnNull((onFailure) => uploadAvatar(file, { onProgress: progressed, onFailure }));
});

export const $selectedFile = createStore<File | null>(null);
export const $previewUrl = createStore<string | null>(null);
export const $avatarError = createStore<string | null>(null);
/** Share of the upload sent, 0–1. */
export const $uploadProgress = createStore(0);
export const $isUploadingAvatar = uploadAvatarFx.pending;

/** Spec §8: "Failed to upload avatar", with the server's reason when it gave one. */
function avatarFailureMessage(error: Error): string {
  const reason = error instanceof ApiError ? error.serverMessage : null;
  return reason === null ? 'Failed to upload avatar' : `Failed to upload avatar: ${reason}`;
}

const fileChecked = sample({
  clock: avatarFileChosen,
  fn: (file) => ({ file, problem: avatarFileProblem(file) }),
});
const selectionEnded = [avatarSelectionCleared, dashboardOpened, uploadAvatarFx.done];

$selectedFile
  .on(fileChecked, (_, { file, problem }) => (problem === null ? file : null))
  .reset(selectionEnded);
$avatarError
  .on(fileChecked, (_, { problem }) => problem)
  .on(uploadAvatarFx.failData, (_, error) => avatarFailureMessage(error))
  .reset(uploadAvatarFx, avatarSelectionCleared, dashboardOpened);

sample({
  clock: fileChecked,
  source: $previewUrl,
  fn: (previous, { file, problem }) => ({ previous, file: problem === null ? file : null }),
  target: replacePreviewFx,
});
sample({
  clock: selectionEnded,
  source: $previewUrl,
  fn: (previous) => ({ previous, file: null }),
  target: replacePreviewFx,
});
$previewUrl.on(replacePreviewFx.doneData, (_, url) => url);

sample({
  clock: sample({ clock: avatarUploadRequested, filter: not($isUploadingAvatar) }),
  source: $selectedFile,
  filter: (file): file is File => file !== null,
  target: uploadAvatarFx,
});
$uploadProgress.on(avatarUploadProgressed, (_, fraction) => fraction).reset(uploadAvatarFx);

// The new avatar shows everywhere at once: this page, and the top bar through the session.
$profile.on(uploadAvatarFx.doneData, (profile, url) =>
  profile === null ? null : { ...profile, avatarUrl: url },
);
sample({
  clock: uploadAvatarFx.doneData,
  fn: (url) => ({ avatarUrl: url }),
  target: sessionUserUpdated,
});
sample({
  clock: uploadAvatarFx.done,
  fn: () => ({ kind: 'success' as const, text: 'Avatar updated' }),
  target: toastShown,
});
