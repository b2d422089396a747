import { allSettled, createStore, fork } from 'effector';
import type { StudioTrack } from '@/entities/release';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import type { DetailsChanges } from '../lib/details-draft';
import {
  $detailsSaves,
  detailsEdited,
  detailsSaveRequested,
  saveTrackDetailsFx,
  trackDetailsSaved,
} from './track-details';

const TRACK = studioTrackFixture();
/** What the page would merge into its release. */
const $merged = createStore<StudioTrack[]>([]).on(trackDetailsSaved, (all, track) => [
  ...all,
  track,
]);

type Save = (params: { trackId: string; changes: DetailsChanges }) => Promise<StudioTrack>;

function setup(save: Save) {
  const scope = fork({ handlers: [[saveTrackDetailsFx, save]] });
  const merged = () => scope.getState($merged);
  return { scope, merged };
}

test('a save sends the changes and hands the saved track to the page', async () => {
  const sent: DetailsChanges[] = [];
  const { scope, merged } = setup(({ changes }) => {
    sent.push(changes);
    return Promise.resolve({ ...TRACK, credits: changes.credits ?? null });
  });
  const saving = allSettled(detailsSaveRequested, {
    scope,
    params: { trackId: TRACK.id, changes: { credits: 'Bass: Jo' } },
  });
  expect(scope.getState($detailsSaves)[TRACK.id]).toEqual({ status: 'saving' });
  await saving;
  expect(sent).toEqual([{ credits: 'Bass: Jo' }]);
  expect(scope.getState($detailsSaves)[TRACK.id]).toEqual({ status: 'saved' });
  expect(merged().map((track) => track.credits)).toEqual(['Bass: Jo']);

  await allSettled(detailsEdited, { scope, params: { trackId: TRACK.id } });
  expect(scope.getState($detailsSaves)[TRACK.id]).toBeUndefined();
});

test("a refusal keeps the server's words until the next save, whatever is typed", async () => {
  const refusal = new ApiError(
    400,
    'Bad Request',
    'Line 2 has no time: synced lyrics start each line with one, like [01:02.50].',
    'STUDIO.LYRICS_NOT_SYNCED',
  );
  const { scope, merged } = setup(() => Promise.reject(refusal));
  await allSettled(detailsSaveRequested, {
    scope,
    params: { trackId: TRACK.id, changes: { lyrics_synced: 'x' } },
  });
  expect(scope.getState($detailsSaves)[TRACK.id]).toEqual({
    status: 'failed',
    message: 'Line 2 has no time: synced lyrics start each line with one, like [01:02.50].',
  });
  await allSettled(detailsEdited, { scope, params: { trackId: TRACK.id } });
  expect(scope.getState($detailsSaves)[TRACK.id]).toMatchObject({ status: 'failed' });
  expect(merged()).toEqual([]);
});

test('a second save of the same track waits for the first', async () => {
  let calls = 0;
  let finish: (track: StudioTrack) => void = () => undefined;
  const { scope } = setup(() => {
    calls++;
    return new Promise<StudioTrack>((resolve) => {
      finish = resolve;
    });
  });
  const first = allSettled(detailsSaveRequested, {
    scope,
    params: { trackId: TRACK.id, changes: { credits: 'A: b' } },
  });
  const second = allSettled(detailsSaveRequested, {
    scope,
    params: { trackId: TRACK.id, changes: { credits: 'A: c' } },
  });
  expect(calls).toBe(1);
  finish(TRACK);
  await Promise.all([first, second]);
  expect(calls).toBe(1);
  expect(scope.getState($detailsSaves)[TRACK.id]).toEqual({ status: 'saved' });
});
