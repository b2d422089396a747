/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, createWatch, fork } from 'effector';
import type { AccessCheckResult, AlbumDetail } from '@/entities/album';
import { $currentTrack, $isShuffling, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { resolveAudioUrlFx } from '@/features/play-track';
import { ApiError } from '@/shared/api';
import { $toasts } from '@/shared/lib/toast';
import {
  albumPlayRequested,
  albumTrackClicked,
  playAllClicked,
  type PlayRequest,
  shareAlbumFx,
  shareClicked,
} from './album-actions';
import {
  $access,
  $album,
  $errorMessage,
  $ownership,
  $status,
  $tracks,
  albumPageOpened,
  albumRetried,
  checkAlbumAccessFx,
  fetchAlbumFx,
} from './album-page';
import { ALBUM_ID, albumFixture, trackFixture } from '../testing/album-fixtures';

const OWNED: AccessCheckResult = {
  hasAccess: true,
  accessType: 'soundcheck',
  grantedAt: '2026-11-25T10:00:00.000Z',
};
const NOT_BOUGHT: AccessCheckResult = {
  hasAccess: false,
  accessType: 'soundcheck',
  grantedAt: null,
};

/** A signed-in listener's scope, whose player gets its addresses without a server. */
function albumScope(
  fetch: (identifier: string) => Promise<AlbumDetail>,
  checkAccess: (albumId: string) => Promise<AccessCheckResult> = () => Promise.resolve(OWNED),
) {
  const fetchAlbum = jest.fn(fetch);
  const accessCheck = jest.fn(checkAccess);
  const share = jest.fn((_title: string) => Promise.resolve('copied' as const));
  const scope = fork({
    values: [
      [
        $sessionUser,
        { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null },
      ],
      [$sessionToken, 'token-maya'],
    ],
    handlers: [
      [fetchAlbumFx, fetchAlbum],
      [checkAlbumAccessFx, accessCheck],
      [shareAlbumFx, share],
      [
        resolveAudioUrlFx,
        () => Promise.resolve({ url: '/api/media/stream/a.mp3?exp=1', gaplessUrl: null }),
      ],
    ],
  });
  return { scope, fetchAlbum, accessCheck, share };
}

async function openAlbum(
  fetch: (identifier: string) => Promise<AlbumDetail>,
  identifier = 'windfall',
  checkAccess?: (albumId: string) => Promise<AccessCheckResult>,
) {
  const opened = albumScope(fetch, checkAccess);
  const played: PlayRequest[] = [];
  createWatch({
    unit: albumPlayRequested,
    scope: opened.scope,
    fn: (request) => played.push(request),
  });
  await allSettled(albumPageOpened, { scope: opened.scope, params: identifier });
  return { ...opened, played };
}

describe('album page model', () => {
  test('loads by slug or UUID; tracks are the album’s own, in track order', async () => {
    const stray = trackFixture({ id: 'stray', album_id: 'another-album', track_number: 1 });
    const album = albumFixture({}, 0);
    album.tracks = [
      trackFixture({ id: 'b', track_number: 2 }),
      stray,
      trackFixture({ id: 'a', track_number: 1 }),
    ];
    const { scope, fetchAlbum } = await openAlbum(() => Promise.resolve(album), ALBUM_ID);

    expect(fetchAlbum).toHaveBeenCalledWith(ALBUM_ID);
    expect(scope.getState($status)).toBe('loaded');
    expect(scope.getState($tracks).map((track) => track.id)).toEqual(['a', 'b']);
  });

  test.each([
    ['free', true, 'granted'],
    ['standard', true, 'granted'],
    ['standard', false, 'denied'],
  ] as const)(
    'a %s album with access_granted %s is %s, without an access check',
    async (accessType, granted, access) => {
      const { scope, accessCheck } = await openAlbum(() =>
        Promise.resolve(albumFixture({ access_type: accessType }, 3, granted)),
      );
      expect(scope.getState($access)).toBe(access);
      expect(scope.getState($ownership)).toBeNull();
      expect(accessCheck).not.toHaveBeenCalled();
    },
  );

  test('a Soundcheck album asks GET /user/access/{albumId}: owned plays every track', async () => {
    const { scope, accessCheck } = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, false)),
      'windfall',
      () => Promise.resolve(OWNED),
    );

    expect(accessCheck).toHaveBeenCalledWith(ALBUM_ID);
    expect(scope.getState($ownership)).toEqual({ status: 'owned', grantedAt: OWNED.grantedAt });
    expect(scope.getState($access)).toBe('granted');
    expect(scope.getState($tracks).every((track) => track.access_granted)).toBe(true);
  });

  test('a Soundcheck album not bought is denied and its tracks locked', async () => {
    const { scope } = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, true)),
      'windfall',
      () => Promise.resolve(NOT_BOUGHT),
    );

    expect(scope.getState($access)).toBe('denied');
    expect(scope.getState($tracks).some((track) => track.access_granted)).toBe(false);
  });

  test('a failed access check means no access, and is only logged (spec §7)', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { scope } = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, true)),
      'windfall',
      () => Promise.reject(new ApiError(500, 'Internal Server Error', null, null)),
    );

    expect(scope.getState($ownership)).toEqual({ status: 'not-owned' });
    expect(scope.getState($access)).toBe('denied');
    expect(scope.getState($toasts)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
  });

  test('the album is still loading while the check runs', async () => {
    let answer: (result: AccessCheckResult) => void = () => undefined;
    const { scope } = albumScope(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, false)),
      () => new Promise<AccessCheckResult>((resolve) => (answer = resolve)),
    );
    const opening = allSettled(albumPageOpened, { scope, params: 'windfall' });
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(scope.getState($album)?.title).toBe('Windfall');
    expect(scope.getState($ownership)).toEqual({ status: 'checking' });
    expect(scope.getState($access)).toBe('loading');

    answer(OWNED);
    await opening;
    expect(scope.getState($access)).toBe('granted');
  });

  test.each([
    [new ApiError(404, 'Not Found', 'Album not found', null), 'Album not found (404)'],
    [new ApiError(500, 'Internal Server Error', null, null), 'Failed to load album information'],
    [new TypeError('Failed to fetch'), 'Failed to fetch album details'],
  ])('a failure (%s) shows "%s" and can be retried', async (error, message) => {
    let answer = () => Promise.reject<AlbumDetail>(error);
    const { scope } = await openAlbum(() => answer());
    expect(scope.getState($status)).toBe('error');
    expect(scope.getState($errorMessage)).toBe(message);

    answer = () => Promise.resolve(albumFixture());
    await allSettled(albumRetried, { scope });
    expect(scope.getState($status)).toBe('loaded');
    expect(scope.getState($album)?.title).toBe('Windfall');
    expect(scope.getState($errorMessage)).toBeNull();
  });

  test('a track plays from itself when the album is playable', async () => {
    const { scope, played } = await openAlbum(() => Promise.resolve(albumFixture()));

    await allSettled(albumTrackClicked, { scope, params: 't-2' });

    expect(played).toHaveLength(1);
    expect(played[0]?.startIndex).toBe(1);
    expect(played[0]?.tracks.map((track) => track.id)).toEqual(['t-1', 't-2', 't-3']);
    expect(scope.getState($currentTrack)).toMatchObject({ id: 't-2', albumName: 'Windfall' });
    expect(scope.getState($playlist).map((track) => track.id)).toEqual(['t-1', 't-2', 't-3']);
  });

  test('without access nothing plays and "Access required to add tracks to playlist" shows', async () => {
    const { scope, played } = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, false)),
      'windfall',
      () => Promise.resolve(NOT_BOUGHT),
    );

    await allSettled(albumTrackClicked, { scope, params: 't-1' });

    expect(played).toEqual([]);
    expect(scope.getState($currentTrack)).toBeNull();
    expect(scope.getState($toasts)).toEqual([
      { id: 1, kind: 'warning', text: 'Access required to add tracks to playlist' },
    ]);
  });

  test('Play all plays the album in track order from the first, shuffle off', async () => {
    const { scope } = await openAlbum(() => Promise.resolve(albumFixture()));
    await allSettled(playAllClicked, { scope, params: { shuffle: false } });
    expect(scope.getState($currentTrack)).toMatchObject({ id: 't-1', albumName: 'Windfall' });
    expect(scope.getState($playlist).map((track) => track.id)).toEqual(['t-1', 't-2', 't-3']);
    expect(scope.getState($isShuffling)).toBe(false);
  });

  test('Shuffle plays the same tracks with the player’s shuffle on', async () => {
    const { scope } = await openAlbum(() => Promise.resolve(albumFixture()));
    await allSettled(playAllClicked, { scope, params: { shuffle: true } });
    expect(scope.getState($isShuffling)).toBe(true);
    expect(
      scope
        .getState($playlist)
        .map((track) => track.id)
        .sort(),
    ).toEqual(['t-1', 't-2', 't-3']);
  });

  test('an owned Soundcheck album plays all; one not bought plays nothing', async () => {
    const owned = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, false)),
      'windfall',
      () => Promise.resolve(OWNED),
    );
    await allSettled(playAllClicked, { scope: owned.scope, params: { shuffle: false } });
    expect(owned.scope.getState($playlist)).toHaveLength(3);

    const notBought = await openAlbum(
      () => Promise.resolve(albumFixture({ access_type: 'soundcheck' }, 3, false)),
      'windfall',
      () => Promise.resolve(NOT_BOUGHT),
    );
    await allSettled(playAllClicked, { scope: notBought.scope, params: { shuffle: false } });
    expect(notBought.scope.getState($currentTrack)).toBeNull();
  });

  test('Share copies the link and says "Link copied to clipboard!"', async () => {
    const { scope, share } = await openAlbum(() => Promise.resolve(albumFixture()));

    await allSettled(shareClicked, { scope });

    expect(share).toHaveBeenCalledWith('Windfall by Ghost Orchard');
    expect(scope.getState($toasts)).toEqual([
      { id: 1, kind: 'success', text: 'Link copied to clipboard!' },
    ]);
  });
});
