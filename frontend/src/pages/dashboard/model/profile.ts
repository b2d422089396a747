import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { sessionUserUpdated } from '@/entities/session';
import { failureMessage } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { fetchProfile, updateProfile } from '../api/profile-api';
import type { Profile } from '../api/profile';
import { displayNameProblem } from '../lib/display-name';
import { failOnNull } from '../lib/fail-on-null';

export type ProfileStatus = 'loading' | 'ready' | 'failed';

export const dashboardOpened = createEvent();
export const profileRetried = createEvent();
export const displayNameSubmitted = createEvent<string>();

export const fetchProfileFx = createEffect(() => fetchProfile());
export const updateDisplayNameFx = createEffect((displayName: string) =>
  failOnNull((onFailure) => updateProfile({ display_name: displayName }, onFailure)),
);

export const $profile = createStore<Profile | null>(null);
export const $profileStatus = createStore<ProfileStatus>('loading');
export const $displayNameError = createStore<string | null>(null);
export const $isSavingDisplayName = updateDisplayNameFx.pending;

const profileRequested = merge([dashboardOpened, profileRetried]);

sample({ clock: profileRequested, target: fetchProfileFx });
$profileStatus
  .on(profileRequested, () => 'loading')
  .on(fetchProfileFx.doneData, (_, profile) => (profile === null ? 'failed' : 'ready'))
  .on(fetchProfileFx.fail, () => 'failed');
$profile.on(fetchProfileFx.doneData, (current, profile) => profile ?? current);

const nameChecked = sample({
  clock: displayNameSubmitted,
  fn: (name) => ({ name: name.trim(), problem: displayNameProblem(name) }),
});
$displayNameError.on(nameChecked, (_, { problem }) => problem).reset(profileRequested);
sample({
  clock: nameChecked,
  source: $isSavingDisplayName,
  filter: (isSaving, { problem }) => !isSaving && problem === null,
  fn: (_, { name }) => name,
  target: updateDisplayNameFx,
});

$profile.on(updateDisplayNameFx.doneData, (_, profile) => profile);
$displayNameError.on(updateDisplayNameFx.failData, (_, error) =>
  failureMessage(error, 'Profile update failed'),
);
// The top bar's name updates at once, and a toast confirms (spec: top-right, 5 s).
sample({
  clock: updateDisplayNameFx.doneData,
  fn: ({ displayName }) => ({ displayName }),
  target: sessionUserUpdated,
});
sample({
  clock: updateDisplayNameFx.done,
  fn: () => ({ kind: 'success' as const, text: 'Profile updated' }),
  target: toastShown,
});
