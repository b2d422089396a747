import { createEffect, createEvent, createStore, sample } from 'effector';
import {
  fetchStudioRelease,
  releaseLoadStatusOf,
  type StudioRefusal,
  type StudioRelease,
  studioRefusalOf,
  studioRefusalOfRole,
} from '@/entities/release';

export type PreviewStatus = 'loading' | 'ready' | 'failed' | 'refused' | 'not_found';

/** The page opened for a release, with the session's role (only artists and admins have one). */
export const previewOpened = createEvent<{ releaseId: string; role: string | null }>();
export const previewClosed = createEvent();
export const previewRetried = createEvent();

/** GET /api/studio/releases/{id}: the same read as the editor's, once (nothing here changes). */
export const fetchPreviewReleaseFx = createEffect(fetchStudioRelease);

export const $releaseId = createStore<string | null>(null);
export const $release = createStore<StudioRelease | null>(null);
export const $status = createStore<PreviewStatus>('loading');
export const $refusal = createStore<StudioRefusal | null>(null);

const refusedByRole = previewOpened.filterMap(({ role }) => studioRefusalOfRole(role) ?? undefined);
const loadWanted = sample({
  clock: [
    sample({ clock: previewOpened, filter: ({ role }) => studioRefusalOfRole(role) === null }),
    sample({
      clock: previewRetried,
      source: $releaseId,
      filter: Boolean,
      fn: (releaseId) => ({ releaseId }),
    }),
  ],
  fn: ({ releaseId }) => releaseId,
});

$releaseId.on(previewOpened, (_, { releaseId }) => releaseId);
sample({ clock: loadWanted, target: fetchPreviewReleaseFx });

// A slow answer for a release the artist already left is dropped.
const answered = sample({
  clock: fetchPreviewReleaseFx.done,
  source: $releaseId,
  filter: (current, { params }) => current === params,
  fn: (_, { result }) => result,
});
const failed = sample({
  clock: fetchPreviewReleaseFx.fail,
  source: $releaseId,
  filter: (current, { params }) => current === params,
  fn: (_, { error }) => error,
});

$release.on(answered, (_, release) => release).reset(previewOpened, previewClosed);
$refusal
  .on(refusedByRole, (_, refusal) => refusal)
  .on(failed, (_, error) => studioRefusalOf(error))
  .reset(loadWanted, previewClosed);
$status
  .on(loadWanted, () => 'loading')
  .on(refusedByRole, () => 'refused')
  .on(answered, () => 'ready')
  .on(failed, (_, error) => releaseLoadStatusOf(error))
  .reset(previewClosed);
$releaseId.reset(previewClosed);
