import { createEffect, createEvent, createStore, merge, sample } from 'effector';
import { $uploads, uploadCancelled, uploadRetried } from '@/features/studio-track-uploads';
import { ApiError, explainFailure } from '@/shared/api';
import { removeTrack, retryTrack, type TrackChanges, updateTrack } from '../api/release-edits';
import { type MoveDirection, moveTrack, moveTrackTo } from '../lib/track-order';
import {
  $release,
  editorOpened,
  releaseRefreshRequested,
  trackDropped,
  trackReplaced,
  tracksReordered,
} from './release-editor';

/** Title, explicit or ISRC of one track, saved as the artist leaves the field. */
export const trackEdited = createEvent<{ trackId: string; changes: TrackChanges }>();
export const trackMoved = createEvent<{ trackId: string; direction: MoveDirection }>();
/** A track dragged with a pointer and dropped at a position (1-based). */
export const trackDraggedTo = createEvent<{ trackId: string; position: number }>();
export const trackRetried = createEvent<string>();
export const trackRemovalAsked = createEvent<string>();
export const trackRemovalCancelled = createEvent();
export const trackRemovalConfirmed = createEvent();

export const updateTrackFx = createEffect(
  ({ trackId, changes }: { trackId: string; changes: TrackChanges }) =>
    updateTrack(trackId, changes),
);
export const retryTrackFx = createEffect((trackId: string) => retryTrack(trackId));
export const removeTrackFx = createEffect((trackId: string) => removeTrack(trackId));

/** Why the last change to a track failed, by track (shown on its line). */
export const $trackErrors = createStore<Readonly<Record<string, string>>>({});
/** The track whose removal is being confirmed. */
export const $removingTrackId = createStore<string | null>(null);
export const $removeError = createStore<string | null>(null);
export const $isRemoving = removeTrackFx.pending;

const withoutError = (errors: Readonly<Record<string, string>>, trackId: string) =>
  Object.fromEntries(Object.entries(errors).filter(([id]) => id !== trackId));

$trackErrors
  .on(updateTrackFx, (errors, { trackId }) => withoutError(errors, trackId))
  .on(retryTrackFx, withoutError)
  .on(updateTrackFx.fail, (errors, { params, error }) => ({
    ...errors,
    [params.trackId]: explainFailure(error, 'This change could not be saved. Try again.'),
  }))
  .on(retryTrackFx.fail, (errors, { params, error }) => ({
    ...errors,
    [params]: explainFailure(error, 'The track could not be processed again. Try again.'),
  }))
  .reset(editorOpened);

sample({ clock: trackEdited, target: updateTrackFx });
sample({ clock: [updateTrackFx.doneData, retryTrackFx.doneData], target: trackReplaced });

// Moves show at once; the server then gets the new position, and a refusal reloads the order.
const movedByStep = sample({
  clock: trackMoved,
  source: $release,
  fn: (release, { trackId, direction }) =>
    release === null ? null : { trackId, move: moveTrack(release.tracks, trackId, direction) },
});
const movedByDrop = sample({
  clock: trackDraggedTo,
  source: $release,
  fn: (release, { trackId, position }) =>
    release === null ? null : { trackId, move: moveTrackTo(release.tracks, trackId, position) },
});
const moved = merge([movedByStep, movedByDrop]).filterMap((request) =>
  request?.move == null
    ? undefined
    : { trackId: request.trackId, tracks: request.move.tracks, position: request.move.position },
);
sample({ clock: moved, fn: ({ tracks }) => tracks, target: tracksReordered });
sample({
  clock: moved,
  fn: ({ trackId, position }) => ({ trackId, changes: { position } }),
  target: updateTrackFx,
});
sample({
  clock: updateTrackFx.fail,
  filter: ({ params }) => params.changes.position !== undefined,
  target: releaseRefreshRequested,
});

// Retry: an upload this page sends is sent again; a file the server has is processed again.
const retry = sample({
  clock: trackRetried,
  source: $uploads,
  fn: (uploads, trackId) => ({ trackId, resend: uploads[trackId]?.phase === 'failed' }),
});
sample({
  clock: retry,
  filter: ({ resend }) => resend,
  fn: ({ trackId }) => trackId,
  target: uploadRetried,
});
sample({
  clock: retry,
  filter: ({ resend }) => !resend,
  fn: ({ trackId }) => trackId,
  target: retryTrackFx,
});

$removingTrackId
  .on(trackRemovalAsked, (_, trackId) => trackId)
  .reset(trackRemovalCancelled, removeTrackFx.done, editorOpened);
$removeError
  .on(removeTrackFx.failData, (_, error) =>
    explainFailure(error, 'The track could not be removed. Try again.'),
  )
  .reset(trackRemovalAsked, trackRemovalCancelled, removeTrackFx);

const removal = sample({
  clock: trackRemovalConfirmed,
  source: $removingTrackId,
  filter: (trackId): trackId is string => trackId !== null,
});
// Its upload stops too, so no more bytes are sent for a track that is going.
sample({ clock: removal, target: [uploadCancelled, removeTrackFx] });
sample({ clock: removeTrackFx.done, fn: ({ params }) => params, target: trackDropped });
// The others' positions close up and the checklist changes: the server tells both.
sample({ clock: removeTrackFx.done, target: releaseRefreshRequested });
// Bought since the page loaded (docs/adr/0050): the server's words say why it stays, and the
// release is read again so the row shows it.
sample({
  clock: removeTrackFx.failData,
  filter: (error) => error instanceof ApiError && error.code === 'STUDIO.TRACK_SOLD',
  target: releaseRefreshRequested,
});
