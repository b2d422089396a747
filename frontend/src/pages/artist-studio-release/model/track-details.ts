import { createEffect, createEvent, createStore, sample } from 'effector';
import type { StudioTrack } from '@/entities/release';
import { explainFailure } from '@/shared/api';
import { updateTrack } from '../api/release-edits';
import type { DetailsChanges } from '../lib/details-draft';
import { trackReplaced } from './release-editor';

/** The last save of a track's credits and lyrics: under way, done, or refused in the server's words. */
export type DetailsSave =
  { status: 'saving' } | { status: 'saved' } | { status: 'failed'; message: string };

type ByTrack<T> = Readonly<Record<string, T>>;

/** The artist asked to save what changed (the editor sends only changed, valid fields). */
export const detailsSaveRequested = createEvent<{ trackId: string; changes: DetailsChanges }>();
/** The artist typed after a save: "Saved" no longer describes the fields. */
export const detailsEdited = createEvent<{ trackId: string }>();
/**
 * The server took the changes: the track as it answered, merged into the release on the page
 * (the editor compares its fields with the track it is given).
 */
export const trackDetailsSaved = createEvent<StudioTrack>();
sample({ clock: trackDetailsSaved, target: trackReplaced });

export const saveTrackDetailsFx = createEffect(
  ({ trackId, changes }: { trackId: string; changes: DetailsChanges }) =>
    updateTrack(trackId, changes),
);

export const $detailsSaves = createStore<ByTrack<DetailsSave>>({});

const without = <T>(record: ByTrack<T>, key: string): ByTrack<T> =>
  Object.fromEntries(Object.entries(record).filter(([id]) => id !== key));

// One save per track at a time: the editor's button is busy until it settles.
sample({
  clock: detailsSaveRequested,
  source: $detailsSaves,
  filter: (saves, { trackId }) => saves[trackId]?.status !== 'saving',
  fn: (_, request) => request,
  target: saveTrackDetailsFx,
});

$detailsSaves
  .on(saveTrackDetailsFx, (saves, { trackId }) => ({ ...saves, [trackId]: { status: 'saving' } }))
  .on(saveTrackDetailsFx.done, (saves, { params }) => ({
    ...saves,
    [params.trackId]: { status: 'saved' },
  }))
  .on(saveTrackDetailsFx.fail, (saves, { params, error }) => ({
    ...saves,
    [params.trackId]: {
      status: 'failed',
      message: explainFailure(error, 'The credits and lyrics could not be saved. Try again.'),
    },
  }))
  // A refusal stays until the next save: it still says why the typed text is not saved.
  .on(detailsEdited, (saves, { trackId }) =>
    saves[trackId]?.status === 'saved' ? without(saves, trackId) : saves,
  );

sample({ clock: saveTrackDetailsFx.doneData, target: trackDetailsSaved });
