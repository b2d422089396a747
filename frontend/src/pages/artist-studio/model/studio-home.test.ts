import { allSettled, fork } from 'effector';
import { ARTIST_ID, releaseSummaryFixture } from '@/entities/release/index.testing';
import { ApiError, type components } from '@/shared/api';
import type { ProfileFacts } from '../api/artist-profile';
import {
  $checklist,
  $list,
  $loadError,
  $profile,
  $refusal,
  $status,
  fetchProfileFx,
  fetchReleasesFx,
  studioOpened,
  studioRetried,
} from './studio-home';

type ReleaseList = components['schemas']['StudioReleaseListDto'];

const LIST: ReleaseList = { artist_id: ARTIST_ID, releases: [releaseSummaryFixture()] };
const PROFILE: ProfileFacts = {
  name: 'Neon Harbor',
  identifier: 'neon-harbor',
  hasPhoto: true,
  hasBio: false,
  hasGenres: true,
};

function setup(fetchList: (artistId: string | null) => Promise<ReleaseList>) {
  const asked: (string | null)[] = [];
  const scope = fork({
    handlers: [
      [
        fetchReleasesFx,
        (artistId: string | null) => {
          asked.push(artistId);
          return fetchList(artistId);
        },
      ],
      [fetchProfileFx, () => Promise.resolve(PROFILE)],
    ],
  });
  return { scope, asked };
}

describe('the studio home', () => {
  test("an artist's releases and profile make the checklist", async () => {
    const { scope, asked } = setup(() => Promise.resolve(LIST));
    await allSettled(studioOpened, { scope, params: { role: 'artist', artistId: null } });

    expect(asked).toEqual([null]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($list)).toEqual(LIST);
    expect(scope.getState($profile)).toEqual(PROFILE);
    expect(scope.getState($checklist).map(({ id, done }) => [id, done])).toEqual([
      ['profile', false],
      ['upload', true],
      ['publish', false],
    ]);
  });

  test('a listener is refused before any call', async () => {
    const { scope, asked } = setup(() => Promise.resolve(LIST));
    await allSettled(studioOpened, { scope, params: { role: 'listener', artistId: null } });
    expect(asked).toEqual([]);
    expect(scope.getState($status)).toBe('refused');
    expect(scope.getState($refusal)).toBe('not_an_artist');
  });

  test("the server's refusal is shown as such; retry does not ask again", async () => {
    const { scope, asked } = setup(() =>
      Promise.reject(new ApiError(403, 'Forbidden', 'Not linked.', 'STUDIO.NOT_LINKED')),
    );
    await allSettled(studioOpened, { scope, params: { role: 'artist', artistId: null } });
    expect(scope.getState($refusal)).toBe('not_linked');
    await allSettled(studioRetried, { scope });
    expect(asked).toHaveLength(1);
  });

  test("a failed load can be retried; an admin's artist is asked for", async () => {
    let attempts = 0;
    const { scope, asked } = setup(() => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(LIST);
    });
    await allSettled(studioOpened, { scope, params: { role: 'admin', artistId: ARTIST_ID } });
    expect(scope.getState($status)).toBe('failed');
    expect(scope.getState($loadError)).toBe(
      'We could not load your releases. Check your connection and try again.',
    );

    await allSettled(studioRetried, { scope });
    expect(asked).toEqual([ARTIST_ID, ARTIST_ID]);
    expect(scope.getState($status)).toBe('ready');
    expect(scope.getState($loadError)).toBeNull();
  });
});
