/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import type { StudioRelease } from '@/entities/release';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import {
  $refusal,
  $release,
  $status,
  fetchPreviewReleaseFx,
  previewClosed,
  previewOpened,
  previewRetried,
} from './listener-preview';

function previewScope(fetch: (releaseId: string) => Promise<StudioRelease>) {
  const fetchRelease = jest.fn(fetch);
  const scope = fork({ handlers: [[fetchPreviewReleaseFx, fetchRelease]] });
  return { scope, fetchRelease };
}

describe('the listener preview’s release', () => {
  test('loads the studio’s release once it opens', async () => {
    const { scope, fetchRelease } = previewScope(() => Promise.resolve(studioReleaseFixture()));
    await allSettled(previewOpened, { scope, params: { releaseId: RELEASE_ID, role: 'artist' } });
    expect(fetchRelease).toHaveBeenCalledWith(RELEASE_ID);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($release)?.title).toBe('Night Ferry');
  });

  test('a listener is refused without a call', async () => {
    const { scope, fetchRelease } = previewScope(() => Promise.resolve(studioReleaseFixture()));
    await allSettled(previewOpened, {
      scope,
      params: { releaseId: RELEASE_ID, role: 'listener' },
    });
    expect(fetchRelease).not.toHaveBeenCalled();
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($refusal)).toBe('not_an_artist');
  });

  test('another artist’s release is refused with the server’s reason', async () => {
    const { scope } = previewScope(() =>
      Promise.reject(new ApiError(403, 'Forbidden', 'Not yours', 'STUDIO.OTHER_ARTIST')),
    );
    await allSettled(previewOpened, { scope, params: { releaseId: RELEASE_ID, role: 'artist' } });
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($refusal)).toBe('other_artist');
  });

  test('a missing release is not found; a failed load can be retried', async () => {
    const missing = previewScope(() =>
      Promise.reject(new ApiError(404, 'Not Found', 'No such release', 'STUDIO.RELEASE_NOT_FOUND')),
    );
    await allSettled(previewOpened, {
      scope: missing.scope,
      params: { releaseId: RELEASE_ID, role: 'artist' },
    });
    expect(missing.scope.getState($status)).toBe('not_found');

    let answer = () => Promise.reject<StudioRelease>(new TypeError('Failed to fetch'));
    const { scope } = previewScope(() => answer());
    await allSettled(previewOpened, { scope, params: { releaseId: RELEASE_ID, role: 'admin' } });
    expect(scope.getState($status)).toBe('failed');
    answer = () => Promise.resolve(studioReleaseFixture());
    await allSettled(previewRetried, { scope });
    expect(scope.getState($status)).toBe('ready');
  });

  test('an answer for a release already left is dropped', async () => {
    const answers = new Map<string, (release: StudioRelease) => void>();
    const { scope } = previewScope(
      (releaseId) => new Promise<StudioRelease>((resolve) => answers.set(releaseId, resolve)),
    );
    // allSettled waits for every effect in the scope, so both are started before either ends.
    const opening = Promise.all([
      allSettled(previewOpened, { scope, params: { releaseId: 'first', role: 'artist' } }),
      allSettled(previewOpened, { scope, params: { releaseId: 'second', role: 'artist' } }),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The release left answers last.
    answers.get('second')?.(studioReleaseFixture({ title: 'Second' }));
    answers.get('first')?.(studioReleaseFixture({ title: 'First' }));
    await opening;
    expect(answers.size).toBe(2);
    expect(scope.getState($release)?.title).toBe('Second');
    expect(scope.getState($status)).toBe('ready');
  });

  test('closing forgets the release', async () => {
    const { scope } = previewScope(() => Promise.resolve(studioReleaseFixture()));
    await allSettled(previewOpened, { scope, params: { releaseId: RELEASE_ID, role: 'artist' } });
    await allSettled(previewClosed, { scope });
    expect(scope.getState($release)).toBeNull();
    expect(scope.getState($status)).toBe('loading');
  });
});
