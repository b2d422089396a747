/** @jest-environment node */
import { allSettled, fork } from 'effector';
import type { KeysetPage } from '@/shared/model';
import type { AdminRelease } from '../api/admin-releases-api';
import type { ReleasesQuery } from '../lib/releases-query';
import { RELEASES } from '../testing/release-fixtures';
import { releasesList, releasesPageOpened } from './releases-list';

type Request = { query: ReleasesQuery; cursor: string | null };

function listScope() {
  const asked: Request[] = [];
  const scope = fork({
    handlers: [
      [
        releasesList.fetchPageFx,
        (request: Request): Promise<KeysetPage<AdminRelease>> => {
          asked.push(request);
          return Promise.resolve(
            request.cursor === null
              ? { items: RELEASES.slice(0, 2), nextCursor: 'c1' }
              : { items: RELEASES.slice(2), nextCursor: null },
          );
        },
      ],
    ],
  });
  return { scope, asked };
}

describe('the releases list model', () => {
  test('opens on the state the address names, and pages on from the cursor', async () => {
    const { scope, asked } = listScope();
    await allSettled(releasesPageOpened, { scope, params: { state: 'published' } });
    expect(asked).toEqual([{ query: { state: 'published' }, cursor: null }]);
    expect(scope.getState(releasesList.$items)).toHaveLength(2);

    await allSettled(releasesList.moreRequested, { scope });
    expect(asked.at(-1)).toEqual({ query: { state: 'published' }, cursor: 'c1' });
    expect(scope.getState(releasesList.$items).map((release) => release.id)).toEqual(
      RELEASES.map((release) => release.id),
    );
  });

  test('another state starts again from the first page', async () => {
    const { scope, asked } = listScope();
    await allSettled(releasesPageOpened, { scope, params: { state: 'published' } });
    await allSettled(releasesList.moreRequested, { scope });
    await allSettled(releasesPageOpened, { scope, params: { state: 'taken_down' } });
    expect(asked.at(-1)).toEqual({ query: { state: 'taken_down' }, cursor: null });
    expect(scope.getState(releasesList.$items)).toHaveLength(2);
  });
});
