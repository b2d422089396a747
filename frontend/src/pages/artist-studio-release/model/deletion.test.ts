import { allSettled, fork } from 'effector';
import { RELEASE_ID, studioReleaseFixture } from '@/entities/release/index.testing';
import { ApiError } from '@/shared/api';
import { navigateFx } from '@/shared/lib/navigation';
import {
  $deleteError,
  $isDeleteOpen,
  deleteAsked,
  deleteConfirmed,
  deleteReleaseFx,
} from './deletion';
import { editorOpened, fetchReleaseFx } from './release-editor';

function setup(remove: () => Promise<string>) {
  const deleted: string[] = [];
  const navigated: string[] = [];
  const scope = fork({
    handlers: [
      [fetchReleaseFx, () => Promise.resolve(studioReleaseFixture({ title: 'Night Drive' }))],
      [
        deleteReleaseFx,
        (release: { id: string }) => {
          deleted.push(release.id);
          return remove();
        },
      ],
      [navigateFx, (to: string) => void navigated.push(to)],
    ],
  });
  return { scope, deleted, navigated };
}

describe('deleting a draft', () => {
  test('confirmed: the draft is deleted and the studio home opens', async () => {
    const { scope, deleted, navigated } = setup(() => Promise.resolve('Night Drive'));
    await allSettled(editorOpened, {
      scope,
      params: { releaseId: RELEASE_ID, role: 'artist', artistId: null },
    });
    await allSettled(deleteAsked, { scope });
    expect(scope.getState($isDeleteOpen)).toBe(true);
    await allSettled(deleteConfirmed, { scope });
    expect(deleted).toEqual([RELEASE_ID]);
    expect(navigated).toEqual(['/artist/studio']);
    expect(scope.getState($isDeleteOpen)).toBe(false);
  });

  test('an admin goes back to that artist’s studio', async () => {
    const { scope, navigated } = setup(() => Promise.resolve('Night Drive'));
    await allSettled(editorOpened, {
      scope,
      params: { releaseId: RELEASE_ID, role: 'admin', artistId: 'artist-7' },
    });
    await allSettled(deleteConfirmed, { scope });
    expect(navigated).toEqual(['/artist/studio?artist_id=artist-7']);
  });

  test('refused: the dialog stays open with the server’s words, nothing navigates', async () => {
    const refusal = new ApiError(
      409,
      'Conflict',
      'Only a draft can be deleted.',
      'STUDIO.NOT_A_DRAFT',
    );
    const { scope, navigated } = setup(() => Promise.reject(refusal));
    await allSettled(editorOpened, {
      scope,
      params: { releaseId: RELEASE_ID, role: 'artist', artistId: null },
    });
    await allSettled(deleteAsked, { scope });
    await allSettled(deleteConfirmed, { scope });
    expect(scope.getState($isDeleteOpen)).toBe(true);
    expect(scope.getState($deleteError)).toBe('Only a draft can be deleted.');
    expect(navigated).toEqual([]);
  });
});
