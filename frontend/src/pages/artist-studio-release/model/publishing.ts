import { createEffect, createEvent, createStore, sample } from 'effector';
import { ApiError, explainFailure } from '@/shared/api';
import { toastShown } from '@/shared/lib/toast';
import { publishRelease, unpublishRelease } from '../api/release-edits';
import { defaultScheduleTime, localTimeInstant, scheduleProblem } from '../lib/publish-time';
import { $release, editorOpened, releaseRefreshRequested, releaseReplaced } from './release-editor';

export type PublishMode = 'now' | 'at';

export const publishAsked = createEvent();
export const publishModeChosen = createEvent<PublishMode>();
export const publishTimeChanged = createEvent<string>();
export const publishCancelled = createEvent();
export const publishConfirmed = createEvent();
export const unpublishAsked = createEvent();
export const unpublishCancelled = createEvent();
export const unpublishConfirmed = createEvent();

/** The chosen local time as the instant the server takes; refused with the reason. */
export const checkPublishTimeFx = createEffect((local: string): string => {
  const problem = scheduleProblem(local, new Date());
  const instant = localTimeInstant(local);
  if (problem !== null || instant === null) throw new Error(problem ?? 'Choose a time.');
  return instant.toISOString();
});
/** The field's first suggestion (tomorrow at 09:00, local time). */
export const suggestPublishTimeFx = createEffect(() => defaultScheduleTime(new Date()));
export const publishFx = createEffect(
  ({ releaseId, at }: { releaseId: string; at: string | null }) => publishRelease(releaseId, at),
);
export const unpublishFx = createEffect((releaseId: string) => unpublishRelease(releaseId));

export const $isPublishOpen = createStore(false);
export const $publishMode = createStore<PublishMode>('now');
/** `YYYY-MM-DDTHH:MM`, local time. */
export const $publishTime = createStore('');
export const $publishError = createStore<string | null>(null);
export const $isPublishing = publishFx.pending;
export const $isUnpublishOpen = createStore(false);
export const $unpublishError = createStore<string | null>(null);
export const $isUnpublishing = unpublishFx.pending;

$isPublishOpen.on(publishAsked, () => true).reset(publishCancelled, publishFx.done, editorOpened);
$publishMode.on(publishModeChosen, (_, mode) => mode).reset(publishAsked, editorOpened);
$publishTime
  .on(publishTimeChanged, (_, time) => time)
  .on(suggestPublishTimeFx.doneData, (_, time) => time);
sample({ clock: publishAsked, target: suggestPublishTimeFx });

const confirmed = sample({
  clock: publishConfirmed,
  source: { release: $release, mode: $publishMode, time: $publishTime, busy: $isPublishing },
  filter: ({ release, busy }) => release !== null && !busy,
});
sample({
  clock: confirmed,
  filter: ({ mode }) => mode === 'now',
  fn: ({ release }) => ({ releaseId: release?.id ?? '', at: null }),
  target: publishFx,
});
sample({
  clock: confirmed,
  filter: ({ mode }) => mode === 'at',
  fn: ({ time }) => time,
  target: checkPublishTimeFx,
});
sample({
  clock: checkPublishTimeFx.doneData,
  source: $release,
  fn: (release, at) => ({ releaseId: release?.id ?? '', at }),
  target: publishFx,
});

/** The server's list of what is missing, when it refused because the release is incomplete. */
function publishFailureText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'STUDIO.RELEASE_INCOMPLETE') {
    const missing = (error.details ?? []).flatMap((detail) => detail.messages);
    return missing.length === 0
      ? 'This release is not ready to publish yet.'
      : `This release is not ready to publish yet: ${missing.join(' ')}`;
  }
  return explainFailure(error, 'It could not be published. Check your connection and try again.');
}

$publishError
  .on(checkPublishTimeFx.failData, (_, error) => error.message)
  .on(publishFx.failData, (_, error) => publishFailureText(error))
  .reset(publishAsked, publishModeChosen, publishTimeChanged, publishFx, editorOpened);
sample({
  clock: publishFx.failData,
  filter: (error) => error instanceof ApiError && error.code === 'STUDIO.RELEASE_INCOMPLETE',
  target: releaseRefreshRequested,
});
sample({ clock: [publishFx.doneData, unpublishFx.doneData], target: releaseReplaced });
sample({
  clock: publishFx.doneData,
  fn: (release) => ({
    kind: 'success' as const,
    text:
      release.state === 'scheduled'
        ? `“${release.title}” is scheduled.`
        : `“${release.title}” is public.`,
  }),
  target: toastShown,
});

$isUnpublishOpen
  .on(unpublishAsked, () => true)
  .reset(unpublishCancelled, unpublishFx.done, editorOpened);
$unpublishError
  .on(unpublishFx.failData, (_, error) =>
    explainFailure(error, 'It could not be unpublished. Check your connection and try again.'),
  )
  .reset(unpublishAsked, unpublishCancelled, unpublishFx);
sample({
  clock: unpublishConfirmed,
  source: $release,
  filter: (release) => release !== null,
  fn: (release) => release?.id ?? '',
  target: unpublishFx,
});
sample({
  clock: unpublishFx.doneData,
  fn: (release) => ({ kind: 'success' as const, text: `“${release.title}” is a draft again.` }),
  target: toastShown,
});
