import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import type { StudioRelease } from '@/entities/release';
import { filesChosen } from '@/features/studio-track-uploads';
import { explainFailure } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { fetchGenreNames } from '@/entities/genre';
import { createRelease, updateRelease } from '../api/release-edits';
import {
  type DetailsErrors,
  type DetailsForm,
  detailsChanges,
  detailsOf,
  detailsProblems,
  EMPTY_DETAILS,
  hasChanges,
  type NewRelease,
  newReleaseBody,
  type ReleaseChanges,
  serverDetailsErrors,
} from '../lib/release-form';
import { $artistId, $release, editorOpened, releaseReplaced } from './release-editor';

export const detailsEdited = createEvent<Partial<DetailsForm>>();
export const detailsSubmitted = createEvent();
/** Files dropped on a release not created yet: it is created first, then they go in. */
export const filesDroppedOnNewRelease = createEvent<File[]>();

export const createReleaseFx = createEffect((body: NewRelease) => createRelease(body));
export const updateReleaseFx = createEffect(
  ({ releaseId, changes }: { releaseId: string; changes: ReleaseChanges }) =>
    updateRelease(releaseId, changes),
);
export const fetchGenresFx = createEffect(fetchGenreNames);

export const $form = createStore<DetailsForm>(EMPTY_DETAILS);
export const $formErrors = createStore<DetailsErrors>({});
export const $saveError = createStore<string | null>(null);
export const $genreNames = createStore<string[]>([]);
/** The release this page created: the page moves to its address. */
export const $createdReleaseId = createStore<string | null>(null);
export const $isSaving = combine(
  createReleaseFx.pending,
  updateReleaseFx.pending,
  (creating, updating) => creating || updating,
);
/** The form differs from the release (a new one: always worth creating). */
export const $isDirty = combine($form, $release, (form, release) =>
  release === null ? true : hasChanges(detailsChanges(form, release)),
);

/** Which release's details are in the form: polls never overwrite what the artist is typing. */
const $formFor = createStore<string | null>(null);

$form.on(detailsEdited, (form, changes) => ({ ...form, ...changes }));
// A field the artist changes loses its message: they are dealing with it.
$formErrors.on(detailsEdited, (errors, changes) =>
  Object.fromEntries(Object.entries(errors).filter(([field]) => !(field in changes))),
);

sample({
  clock: editorOpened,
  source: $formFor,
  filter: (formFor, { releaseId }) => formFor === null || formFor !== releaseId,
  fn: () => EMPTY_DETAILS,
  target: $form,
});
$formFor.on(editorOpened, (formFor, { releaseId }) => (formFor === releaseId ? formFor : null));
$formErrors.reset(editorOpened);
$saveError.reset(editorOpened, detailsEdited);
$createdReleaseId.reset(editorOpened);

const releaseToForm = sample({
  clock: $release.updates,
  source: $formFor,
  filter: (formFor, release): release is StudioRelease =>
    release !== null && formFor !== release.id,
  fn: (_, release) => release as StudioRelease,
});
const saved = sample({ clock: [createReleaseFx.doneData, updateReleaseFx.doneData] });
sample({ clock: [releaseToForm, saved], fn: detailsOf, target: $form });
$formFor.on([releaseToForm, saved], (_, release) => release.id);

sample({
  clock: editorOpened,
  source: $genreNames,
  filter: (names) => names.length === 0,
  target: fetchGenresFx,
});
$genreNames.on(fetchGenresFx.doneData, (_, names) => names);

// Saving: the browser's checks first, then the server's.
const checked = sample({
  clock: detailsSubmitted,
  source: $form,
  fn: (form) => ({ form, problems: detailsProblems(form) }),
});
const valid = sample({
  clock: checked,
  filter: ({ problems }) => Object.keys(problems).length === 0,
  fn: ({ form }) => form,
});
$formErrors.on(checked, (_, { problems }) => problems);

sample({
  clock: valid,
  source: { release: $release, artistId: $artistId },
  filter: ({ release }) => release === null,
  fn: ({ artistId }, form) => newReleaseBody(form, artistId),
  target: createReleaseFx,
});
sample({
  clock: valid,
  source: $release,
  filter: (release, form) => release !== null && hasChanges(detailsChanges(form, release)),
  fn: (release, form) =>
    release === null
      ? { releaseId: '', changes: {} }
      : { releaseId: release.id, changes: detailsChanges(form, release) },
  target: updateReleaseFx,
});

const saveFailed = sample({ clock: [createReleaseFx.failData, updateReleaseFx.failData] });
$formErrors.on(saveFailed, (errors, error) => ({ ...errors, ...serverDetailsErrors(error) }));
$saveError
  .on(saveFailed, (_, error) =>
    Object.keys(serverDetailsErrors(error)).length > 0
      ? 'Some details need a change: see the fields marked above.'
      : explainFailure(
          error,
          'The details could not be saved. Check your connection and try again.',
        ),
  )
  .reset(createReleaseFx, updateReleaseFx);

sample({ clock: saved, target: releaseReplaced });
$createdReleaseId.on(createReleaseFx.doneData, (_, release) => release.id);
sample({
  clock: updateReleaseFx.done,
  fn: () => ({ kind: 'success' as const, text: 'Details saved' }),
  target: toastShown,
});

/** Creates the release from what the form holds (untitled if need be), then sends the files. */
export const createReleaseForFilesFx = createEffect(
  async ({ body, files }: { body: NewRelease; files: File[] }) => ({
    release: await createReleaseFx(body),
    files,
  }),
);
sample({
  clock: filesDroppedOnNewRelease,
  source: { release: $release, form: $form, artistId: $artistId, saving: $isSaving },
  filter: ({ release, saving }) => release === null && !saving,
  fn: ({ form, artistId }, files) => ({ body: newReleaseBody(form, artistId), files }),
  target: createReleaseForFilesFx,
});
sample({ clock: createReleaseForFilesFx.doneData, target: filesChosen });
