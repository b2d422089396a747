import { allSettled, fork } from 'effector';
import {
  RELEASE_ID,
  studioReleaseFixture,
  studioTrackFixture,
} from '@/entities/release/index.testing';
import type { StudioRelease } from '@/entities/release';
import { $uploads, type LocalUploads, uploadSucceeded } from '@/features/studio-track-uploads';
import { localUploadFixture } from '@/features/studio-track-uploads/index.testing';
import { ApiError } from '@/shared/api';
import {
  $release,
  $shouldPoll,
  $status,
  editorClosed,
  editorOpened,
  fetchReleaseFx,
  waitForPollFx,
} from './release-editor';

const TRACK_ID = '00000000-0000-4000-8000-000000000001';

const withTrack = (overrides: Parameters<typeof studioTrackFixture>[0]) =>
  studioReleaseFixture({ tracks: [studioTrackFixture(overrides)] });

/** A server whose answers go through `replies` in turn (the last one repeats). */
function setup(
  replies: (StudioRelease | Error)[],
  { uploads = {} }: { uploads?: LocalUploads } = {},
) {
  let asked = 0;
  let waits = 0;
  const scope = fork({
    values: [[$uploads, uploads]],
    handlers: [
      [
        fetchReleaseFx,
        () => {
          const reply = replies[Math.min(asked, replies.length - 1)];
          asked += 1;
          return reply instanceof Error || reply === undefined
            ? Promise.reject(reply ?? new Error('no reply'))
            : Promise.resolve(reply);
        },
      ],
      [
        waitForPollFx,
        () => {
          waits += 1;
          return Promise.resolve();
        },
      ],
    ],
  });
  return { scope, asked: () => asked, waits: () => waits };
}

const open = { releaseId: RELEASE_ID, role: 'artist', artistId: null };

describe('the release editor', () => {
  test('polls while a track processes, and stops once nothing changes by itself', async () => {
    const { scope, asked, waits } = setup([
      withTrack({ state: 'processing', step: 'probing', progress: 10 }),
      withTrack({ state: 'processing', step: 'encoding', progress: 60 }),
      withTrack({ state: 'ready', progress: 100 }),
    ]);

    await allSettled(editorOpened, { scope, params: open });

    expect(asked()).toBe(3);
    expect(waits()).toBe(2);
    expect(scope.getState($release)?.tracks[0]?.state).toBe('ready');
    expect(scope.getState($shouldPoll)).toBe(false);
    expect(scope.getState($status)).toBe('ready');
  });

  test('a ready or failed release is asked for once', async () => {
    const { scope, asked, waits } = setup([
      withTrack({ state: 'failed', failure_reason: 'Cut short.' }),
    ]);
    await allSettled(editorOpened, { scope, params: open });
    expect(asked()).toBe(1);
    expect(waits()).toBe(0);
  });

  test('an upload from this page keeps it polling; its end asks at once', async () => {
    const uploading = withTrack({ state: 'uploading' });
    const { scope, asked } = setup(
      [uploading, uploading, withTrack({ state: 'processing' }), withTrack({ state: 'ready' })],
      {
        uploads: { [TRACK_ID]: localUploadFixture({ trackId: TRACK_ID, phase: 'finished' }) },
      },
    );
    await allSettled(editorOpened, { scope, params: open });
    expect(scope.getState($release)?.tracks[0]?.state).toBe('ready');
    // The page's record of the upload is dropped once the server has taken it over.
    expect(scope.getState($uploads)).toEqual({});
    const before = asked();
    await allSettled(uploadSucceeded, { scope, params: TRACK_ID });
    expect(asked()).toBe(before + 1);
  });

  test('a closed page stops polling', async () => {
    let endWait: () => void = () => undefined;
    let asked = 0;
    const scope = fork({
      handlers: [
        [
          fetchReleaseFx,
          () => {
            asked += 1;
            return Promise.resolve(withTrack({ state: 'processing' }));
          },
        ],
        [
          waitForPollFx,
          () =>
            new Promise<void>((resolve) => {
              endWait = resolve;
            }),
        ],
      ],
    });
    const opening = allSettled(editorOpened, { scope, params: open });
    while (asked === 0) await Promise.resolve();
    await allSettled(editorClosed, { scope });
    endWait();
    await opening;
    expect(asked).toBe(1);
  });

  test('a missing release, a refusal and a failure each have their state', async () => {
    const notFound = setup([
      new ApiError(
        404,
        'Not Found',
        'There is no release with this id.',
        'STUDIO.RELEASE_NOT_FOUND',
      ),
    ]);
    await allSettled(editorOpened, { scope: notFound.scope, params: open });
    expect(notFound.scope.getState($status)).toBe('not_found');

    const refused = setup([new ApiError(403, 'Forbidden', 'Not linked.', 'STUDIO.NOT_LINKED')]);
    await allSettled(editorOpened, { scope: refused.scope, params: open });
    expect(refused.scope.getState($status)).toBe('refused');

    const offline = setup([new Error('offline')]);
    await allSettled(editorOpened, { scope: offline.scope, params: open });
    expect(offline.scope.getState($status)).toBe('failed');
  });

  test('a new release asks nothing; a listener is refused', async () => {
    const { scope, asked } = setup([]);
    await allSettled(editorOpened, { scope, params: { ...open, releaseId: null } });
    expect(scope.getState($status)).toBe('new');
    await allSettled(editorOpened, { scope, params: { ...open, role: 'listener' } });
    expect(scope.getState($status)).toBe('refused');
    expect(asked()).toBe(0);
  });
});
