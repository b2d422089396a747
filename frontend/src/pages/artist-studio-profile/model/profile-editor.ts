import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { fetchGenreNames } from '@/entities/genre';
import {
  type StudioRefusal,
  studioLoadStatusOf,
  studioRefusalOf,
  studioRefusalOfRole,
} from '@/entities/release';
import { explainFailure } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import {
  fetchStudioProfile,
  type ProfileChanges,
  type StudioProfile,
  updateStudioProfile,
} from '../api/studio-profile';
import {
  changesOf,
  EMPTY_FORM,
  errorsAfterEdit,
  formOf,
  hasChanges,
  hasProblems,
  linkAdded,
  linkEdited,
  linkMoved,
  linkRemoved,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
  problemsOf,
  serverErrorsOf,
} from '../lib/profile-form';
import { previewOf } from '../lib/profile-preview';

export type ProfileStatus = 'loading' | 'ready' | 'failed' | 'refused';

/** The page opened: the session's role (null while unknown) and an admin's `?artist_id=`. */
export const profileOpened = createEvent<{ role: string | null; artistId: string | null }>();
export const profileRetried = createEvent();
/** A reply carrying the whole profile (a photo upload or removal): shown at once. */
export const profileReplaced = createEvent<StudioProfile>();

export const nameEdited = createEvent<string>();
export const bioEdited = createEvent<string>();
export const genresEdited = createEvent<string[]>();
export const linkAddClicked = createEvent();
export const linkChanged = createEvent<{ id: number; url: string }>();
export const linkRemoveClicked = createEvent<number>();
export const linkMoveClicked = createEvent<{ id: number; by: -1 | 1 }>();
export const profileSubmitted = createEvent();

export const fetchProfileFx = createEffect((artistId: string | null) =>
  fetchStudioProfile(artistId),
);
export const saveProfileFx = createEffect(
  ({ artistId, changes }: { artistId: string | null; changes: ProfileChanges }) =>
    updateStudioProfile(artistId, changes),
);
export const fetchGenresFx = createEffect(fetchGenreNames);

/** An admin's artist (`?artist_id=`); null: the caller's own profile. */
export const $artistId = createStore<string | null>(null);
export const $profile = createStore<StudioProfile | null>(null);
export const $status = createStore<ProfileStatus>('loading');
export const $refusal = createStore<StudioRefusal | null>(null);
export const $form = createStore<ProfileForm>(EMPTY_FORM);
export const $formErrors = createStore<ProfileErrors>({});
export const $saveError = createStore<string | null>(null);
export const $genreNames = createStore<string[]>([]);
export const $isSaving = saveProfileFx.pending;
/** The form differs from the saved profile: Save is offered, "All saved" is not shown. */
export const $isDirty = combine($form, $profile, (form, profile) =>
  profile === null ? false : hasChanges(changesOf(form, profile)),
);
/** The artist page as it will look once saved. */
export const $preview = combine($profile, $form, (profile, form) =>
  profile === null ? null : previewOf(profile, form),
);

$artistId.on(profileOpened, (_, { artistId }) => artistId);
$profile.reset(profileOpened);
$form.reset(profileOpened);
$formErrors.reset(profileOpened);
$saveError.reset(profileOpened);
$refusal.reset(profileOpened);

const refusedByRole = profileOpened.filterMap(({ role }) => studioRefusalOfRole(role) ?? undefined);
const wanted = sample({
  clock: [
    sample({ clock: profileOpened, filter: ({ role }) => studioRefusalOfRole(role) === null }),
    sample({ clock: profileRetried, source: $refusal, filter: (refusal) => refusal === null }),
  ],
  source: $artistId,
});
sample({ clock: wanted, target: fetchProfileFx });
sample({
  clock: wanted,
  source: $genreNames,
  filter: (names) => names.length === 0,
  target: fetchGenresFx,
});
$genreNames.on(fetchGenresFx.doneData, (_, names) => names);

const refusedByServer = fetchProfileFx.failData.filterMap(
  (error) => studioRefusalOf(error) ?? undefined,
);
$refusal.on([refusedByRole, refusedByServer], (_, refusal) => refusal);
$status
  .on(fetchProfileFx, (status) => (status === 'ready' ? status : 'loading'))
  .on(fetchProfileFx.done, () => 'ready')
  .on(fetchProfileFx.failData, (_, error) => studioLoadStatusOf(error))
  .on(refusedByRole, () => 'refused');

// What the server holds goes into the form when it is read and once a save is taken; a photo
// reply changes only the photo, never what the artist is typing.
const saved = saveProfileFx.doneData;
$profile.on([fetchProfileFx.doneData, saved, profileReplaced], (_, profile) => profile);
$form.on([fetchProfileFx.doneData, saved], (_, profile) => formOf(profile));

// Editing: each change drops the messages about the field it touches.
const edited = (field: ProfileField) => (errors: ProfileErrors) => errorsAfterEdit(errors, [field]);
$form
  .on(nameEdited, (form, name) => ({ ...form, name }))
  .on(bioEdited, (form, bio) => ({ ...form, bio }))
  .on(genresEdited, (form, genres) => ({ ...form, genres }))
  .on(linkAddClicked, (form) => linkAdded(form))
  .on(linkChanged, (form, { id, url }) => linkEdited(form, id, url))
  .on(linkRemoveClicked, (form, id) => linkRemoved(form, id))
  .on(linkMoveClicked, (form, { id, by }) => linkMoved(form, id, by));
$formErrors
  .on(nameEdited, edited('name'))
  .on(bioEdited, edited('bio'))
  .on(genresEdited, edited('genres'))
  .on([linkChanged, linkRemoveClicked], edited('links'));
$saveError.reset(nameEdited, bioEdited, genresEdited, linkChanged, linkRemoveClicked);

// Saving: the browser's checks first, then the server's, only what changed.
const checked = sample({
  clock: profileSubmitted,
  source: $form,
  fn: (form) => ({ form, problems: problemsOf(form) }),
});
$formErrors.on(checked, (_, { problems }) => problems);
sample({
  clock: checked,
  source: { profile: $profile, artistId: $artistId, saving: $isSaving },
  filter: ({ profile, saving }, { problems, form }) =>
    profile !== null && !saving && !hasProblems(problems) && hasChanges(changesOf(form, profile)),
  fn: ({ profile, artistId }, { form }) => ({
    artistId,
    changes: profile === null ? {} : changesOf(form, profile),
  }),
  target: saveProfileFx,
});

const refusedFields = saveProfileFx.failData.map(serverErrorsOf);
$formErrors.on(refusedFields, (errors, refused) => ({ ...errors, ...refused }));
$saveError
  .on(saveProfileFx.failData, (_, error) =>
    hasProblems(serverErrorsOf(error))
      ? 'Some details need a change: see the fields marked above.'
      : explainFailure(
          error,
          'Your profile could not be saved. Check your connection and try again.',
        ),
  )
  .reset(saveProfileFx);
sample({
  clock: saveProfileFx.done,
  fn: () => ({ kind: 'success' as const, text: 'Profile saved' }),
  target: toastShown,
});
