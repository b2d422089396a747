import { allSettled, fork } from 'effector';
import type { StudioRelease } from '@/entities/release';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import { $release, editorOpened, fetchReleaseFx } from './release-editor';
import {
  $isPublishOpen,
  $publishError,
  publishAsked,
  publishConfirmed,
  publishFx,
  publishModeChosen,
  publishTimeChanged,
  suggestPublishTimeFx,
  unpublishConfirmed,
  unpublishFx,
} from './publishing';

function setup(publish: (at: string | null) => Promise<StudioRelease>) {
  const published: (string | null)[] = [];
  let fetched = 0;
  const scope = fork({
    handlers: [
      [
        fetchReleaseFx,
        () => {
          fetched += 1;
          return Promise.resolve(studioReleaseFixture());
        },
      ],
      [suggestPublishTimeFx, () => '2026-11-28T09:00'],
      [
        publishFx,
        ({ at }: { at: string | null }) => {
          published.push(at);
          return publish(at);
        },
      ],
      [unpublishFx, () => Promise.resolve(studioReleaseFixture({ state: 'draft' }))],
    ],
  });
  return { scope, published, fetched: () => fetched };
}

const open = { releaseId: RELEASE_ID, role: 'artist', artistId: null };

describe('publishing', () => {
  test('publish now: the release comes back public and the dialog closes', async () => {
    const { scope, published } = setup(() =>
      Promise.resolve(studioReleaseFixture({ state: 'published', listed: true })),
    );
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(publishAsked, { scope });
    expect(scope.getState($isPublishOpen)).toBe(true);
    await allSettled(publishConfirmed, { scope });
    expect(published).toEqual([null]);
    expect(scope.getState($release)?.state).toBe('published');
    expect(scope.getState($isPublishOpen)).toBe(false);
  });

  test('a time that has passed is refused before a request; one ahead is sent as an instant', async () => {
    const { scope, published } = setup(() =>
      Promise.resolve(studioReleaseFixture({ state: 'scheduled' })),
    );
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(publishAsked, { scope });
    await allSettled(publishModeChosen, { scope, params: 'at' });
    await allSettled(publishTimeChanged, { scope, params: '2020-01-01T09:00' });
    await allSettled(publishConfirmed, { scope });
    expect(scope.getState($publishError)).toBe(
      'This time has passed: choose one ahead, or publish now.',
    );
    expect(published).toEqual([]);

    await allSettled(publishTimeChanged, { scope, params: '2099-06-01T09:00' });
    await allSettled(publishConfirmed, { scope });
    expect(published).toEqual([new Date(2099, 5, 1, 9, 0).toISOString()]);
  });

  test('a release the server finds incomplete says what is missing, and is read again', async () => {
    const { scope, fetched } = setup(() =>
      Promise.reject(
        new ApiError(
          409,
          'Conflict',
          'This release is not ready to publish yet: see what is missing.',
          'STUDIO.RELEASE_INCOMPLETE',
          [
            {
              field: 'artwork',
              messages: ['Add artwork: a square image of at least 1400 × 1400 pixels.'],
            },
          ],
        ),
      ),
    );
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(publishAsked, { scope });
    await allSettled(publishConfirmed, { scope });
    expect(scope.getState($publishError)).toBe(
      'This release is not ready to publish yet: Add artwork: a square image of at least 1400 × 1400 pixels.',
    );
    expect(fetched()).toBe(2);
  });

  test('unpublish brings back the draft', async () => {
    const { scope } = setup(() => Promise.resolve(studioReleaseFixture()));
    await allSettled(editorOpened, { scope, params: open });
    await allSettled(unpublishConfirmed, { scope });
    expect(scope.getState($release)?.state).toBe('draft');
  });
});
