import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchStudioReleases,
  type StudioRefusal,
  type StudioReleaseList,
  studioLoadStatusOf,
  studioRefusalOf,
  studioRefusalOfRole,
} from '@/entities/release';
import { fetchProfileFacts, type ProfileFacts } from '../api/artist-profile';
import { studioChecklist } from '../lib/studio-checklist';

export type StudioHomeStatus = 'loading' | 'ready' | 'failed' | 'refused';

/** The page opened: the session's role (null while unknown) and an admin's `?artist_id=`. */
export const studioOpened = createEvent<{ role: string | null; artistId: string | null }>();
export const studioRetried = createEvent();

export const fetchReleasesFx = createEffect((artistId: string | null) =>
  fetchStudioReleases(artistId),
);
export const fetchProfileFx = createEffect((artistId: string) => fetchProfileFacts(artistId));

/** The artist profile asked for by an admin; null: the caller's own. */
export const $artistId = createStore<string | null>(null);
export const $list = createStore<StudioReleaseList | null>(null);
/** Null while unknown: the checklist then shows the profile step as still to do. */
export const $profile = createStore<ProfileFacts | null>(null);
export const $status = createStore<StudioHomeStatus>('loading');
export const $refusal = createStore<StudioRefusal | null>(null);
export const $loadError = createStore<string | null>(null);

export const $checklist = combine($list, $profile, $artistId, (list, profile, artistId) =>
  list === null ? [] : studioChecklist({ profile, releases: list.releases, artistId }),
);

$artistId.on(studioOpened, (_, { artistId }) => artistId);
$list.reset(studioOpened);
$profile.reset(studioOpened);
$refusal.reset(studioOpened);

const refusedByRole = studioOpened.filterMap(({ role }) => studioRefusalOfRole(role) ?? undefined);
sample({
  clock: [
    sample({ clock: studioOpened, filter: ({ role }) => studioRefusalOfRole(role) === null }),
    sample({ clock: studioRetried, source: $refusal, filter: (refusal) => refusal === null }),
  ],
  source: $artistId,
  target: fetchReleasesFx,
});

const refusedByServer = fetchReleasesFx.failData.filterMap(
  (error) => studioRefusalOf(error) ?? undefined,
);
$list.on(fetchReleasesFx.doneData, (_, list) => list);
$refusal.on([refusedByRole, refusedByServer], (_, refusal) => refusal);
$loadError
  .on(
    fetchReleasesFx.failData,
    () => 'We could not load your releases. Check your connection and try again.',
  )
  .reset(fetchReleasesFx, fetchReleasesFx.done);
$status
  .on(fetchReleasesFx, () => 'loading')
  .on(fetchReleasesFx.done, () => 'ready')
  .on(fetchReleasesFx.failData, (_, error) => studioLoadStatusOf(error))
  .on(refusedByRole, () => 'refused');

// The profile only feeds the checklist: when it cannot be read, the step stays to do.
sample({
  clock: fetchReleasesFx.doneData,
  fn: (list) => list.artist_id,
  target: fetchProfileFx,
});
$profile.on(fetchProfileFx.doneData, (_, profile) => profile);
