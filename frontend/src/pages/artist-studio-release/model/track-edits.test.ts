import { allSettled, fork } from 'effector';
import {
  RELEASE_ID,
  studioReleaseFixture,
  studioTrackFixture,
} from '@/entities/release/index.testing';
import { $uploads, cancelUploadFx, retryUploadFx } from '@/features/studio-track-uploads';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { ApiError } from '@/shared/api';
import type { TrackChanges } from '../api/release-edits';
import { $release, editorOpened, fetchReleaseFx, waitForPollFx } from './release-editor';
import {
  $removeError,
  $removingTrackId,
  $trackErrors,
  removeTrackFx,
  retryTrackFx,
  trackEdited,
  trackDraggedTo,
  trackMoved,
  trackRemovalAsked,
  trackRemovalConfirmed,
  trackRetried,
  updateTrackFx,
} from './track-edits';

const A = studioTrackFixture({ id: 'a', position: 1, title: 'Intro' });
const B = studioTrackFixture({ id: 'b', position: 2, title: 'Tide' });
const C = studioTrackFixture({
  id: 'c',
  position: 3,
  title: 'Coda',
  state: 'failed',
  retryable: true,
});

const SOLD =
  'People bought this release with this track on it, so it stays. To change it, add the new version as a new track: its buyers get your note about it when you publish.';

function setup({ refuseUpdate = false, refuseRemoval = false } = {}) {
  const calls: string[] = [];
  const scope = fork({
    values: [[$uploads, { b: localUploadFixture({ trackId: 'b', phase: 'failed' }) }]],
    handlers: [
      [
        fetchReleaseFx,
        () => {
          calls.push('fetch');
          return Promise.resolve(studioReleaseFixture({ tracks: [A, B, C] }));
        },
      ],
      [
        updateTrackFx,
        ({ trackId, changes }: { trackId: string; changes: TrackChanges }) => {
          calls.push(`update ${trackId} ${JSON.stringify(changes)}`);
          return refuseUpdate
            ? Promise.reject(
                new ApiError(400, 'Bad Request', 'Invalid', 'VALIDATION', [
                  { field: 'isrc', messages: ['isrc must be an ISRC like GB-AYE-06-01498'] },
                ]),
              )
            : Promise.resolve({ ...(trackId === 'b' ? B : trackId === 'c' ? C : A), ...changes });
        },
      ],
      [
        retryTrackFx,
        (trackId: string) => (
          calls.push(`reprocess ${trackId}`),
          Promise.resolve({ ...C, state: 'processing' as const })
        ),
      ],
      [retryUploadFx, (trackId: string) => void calls.push(`resend ${trackId}`)],
      [waitForPollFx, () => Promise.resolve()],
      [
        removeTrackFx,
        (trackId: string) => (
          calls.push(`remove ${trackId}`),
          refuseRemoval
            ? Promise.reject(new ApiError(409, 'Conflict', SOLD, 'STUDIO.TRACK_SOLD'))
            : Promise.resolve()
        ),
      ],
      [cancelUploadFx, (trackId: string) => void calls.push(`cancel upload ${trackId}`)],
    ],
  });
  return { scope, calls };
}

const open = { releaseId: RELEASE_ID, role: 'artist', artistId: null };
const order = (scope: ReturnType<typeof setup>['scope']) =>
  scope.getState($release)?.tracks.map((track) => `${track.position}:${track.id}`);

describe('track edits', () => {
  test('a move shows at once and sends the new position', async () => {
    const { scope, calls } = setup();
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(trackMoved, { scope, params: { trackId: 'c', direction: 'up' } });
    expect(order(scope)).toEqual(['1:a', '2:c', '3:b']);
    expect(calls).toContain('update c {"position":2}');
    // The first cannot go up: nothing is sent.
    calls.length = 0;
    await allSettled(trackMoved, { scope, params: { trackId: 'a', direction: 'up' } });
    expect(calls).toEqual([]);
  });

  test('a drag and drop moves the track at once, then sends its new position', async () => {
    const { scope, calls } = setup();
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(trackDraggedTo, { scope, params: { trackId: 'a', position: 3 } });
    expect(order(scope)).toEqual(['1:b', '2:c', '3:a']);
    expect(calls).toContain('update a {"position":3}');
    // Dropped where it already is: nothing is sent.
    calls.length = 0;
    await allSettled(trackDraggedTo, { scope, params: { trackId: 'a', position: 3 } });
    expect(calls).toEqual([]);
  });

  test("a refused edit shows the server's words on the track", async () => {
    const { scope } = setup({ refuseUpdate: true });
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(trackEdited, { scope, params: { trackId: 'a', changes: { isrc: 'nope' } } });
    expect(scope.getState($trackErrors)).toEqual({
      a: 'isrc must be an ISRC like GB-AYE-06-01498',
    });
  });

  test('retry sends a failed upload again, or reprocesses a file the server has', async () => {
    const { scope, calls } = setup();
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(trackRetried, { scope, params: 'c' });
    await allSettled(trackRetried, { scope, params: 'b' });
    expect(calls).toContain('reprocess c');
    expect(calls).toContain('resend b');
    expect(calls).not.toContain('reprocess b');
  });

  test('removal is confirmed first; the upload stops, the track goes, the release is read again', async () => {
    const { scope, calls } = setup();
    await allSettled(editorOpened, { scope, params: open });
    calls.length = 0;
    await allSettled(trackRemovalAsked, { scope, params: 'b' });
    expect(scope.getState($removingTrackId)).toBe('b');
    await allSettled(trackRemovalConfirmed, { scope });
    expect(calls).toEqual(expect.arrayContaining(['cancel upload b', 'remove b']));
    expect(calls.at(-1)).toBe('fetch');
    expect(scope.getState($removingTrackId)).toBeNull();
  });

  test('a track bought meanwhile stays: the server says why, and the release is read again', async () => {
    const { scope, calls } = setup({ refuseRemoval: true });
    await allSettled(editorOpened, { scope, params: open });
    calls.length = 0;
    await allSettled(trackRemovalAsked, { scope, params: 'a' });
    await allSettled(trackRemovalConfirmed, { scope });
    expect(scope.getState($removeError)).toBe(SOLD);
    expect(calls.at(-1)).toBe('fetch');
    expect(order(scope)).toEqual(['1:a', '2:b', '3:c']);
  });
});
