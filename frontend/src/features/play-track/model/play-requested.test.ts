import { jest } from '@jest/globals';
import { allSettled } from 'effector';
import { $currentTrack, $isPlaying, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { $loginPromptOpen, loginPromptClosed, playRequested } from './play-requested';
import { mediaServer, scopeFor, TOKEN, track } from '../testing/test-kit';

const FREE = track('free', { preview_url: 'previews/free.mp3' });
const FULL_ONLY = track('full-only');
const LOCKED = track('locked', {
  album_id: 'al-sc',
  access_type: 'soundcheck',
  access_granted: false,
  preview_url: 'previews/locked.mp3',
});
const OWNED = track('owned', { access_type: 'soundcheck', access_granted: true });
const TRACKS = [FREE, FULL_ONLY, LOCKED, OWNED];

const ids = (tracks: readonly { id: string }[]) => tracks.map((item) => item.id);

beforeEach(() => {
  mediaServer();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('playRequested, for a member', () => {
  test('plays the chosen track from the list without its locked tracks', async () => {
    const { scope } = scopeFor('member');
    await allSettled(playRequested, {
      scope,
      params: { tracks: TRACKS, startIndex: 1, artistProfileImage: '/img/neon.webp' },
    });

    expect(ids(scope.getState($playlist))).toEqual(['free', 'full-only', 'owned']);
    expect(scope.getState($currentTrack)).toMatchObject({
      id: 'full-only',
      filePath: 'audio/full-only.mp3',
      artistProfileImage: '/img/neon.webp',
    });
    expect(scope.getState($isPlaying)).toBe(true);
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });

  test('a locked track goes to its album’s purchase page instead of playing', async () => {
    const { scope, navigated } = scopeFor('member');
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 2 } });

    expect(navigated).toEqual(['/checkout/album/al-sc']);
    expect(scope.getState($currentTrack)).toBeNull();
  });

  test('an index outside the list does nothing', async () => {
    const { scope, navigated } = scopeFor('member');
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 4 } });
    expect(scope.getState($currentTrack)).toBeNull();
    expect(navigated).toEqual([]);
  });
});

describe('playRequested, for a visitor', () => {
  test('a track without a preview opens the login prompt and plays nothing', async () => {
    const { scope } = scopeFor('visitor');
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 1 } });

    expect(scope.getState($loginPromptOpen)).toBe(true);
    expect(scope.getState($currentTrack)).toBeNull();
    expect(scope.getState($isPlaying)).toBe(false);

    await allSettled(loginPromptClosed, { scope });
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });

  test('a track with a preview plays, among the previews only', async () => {
    const other = track('other', { preview_url: 'previews/other.mp3' });
    const { scope } = scopeFor('visitor');
    await allSettled(playRequested, {
      scope,
      params: { tracks: [...TRACKS, other], startIndex: 4 },
    });

    expect(ids(scope.getState($playlist))).toEqual(['free', 'other']);
    expect(scope.getState($currentTrack)?.id).toBe('other');
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });

  test('a locked track with a preview still goes to the purchase page', async () => {
    const { scope, navigated } = scopeFor('visitor');
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 2 } });
    expect(navigated).toEqual(['/checkout/album/al-sc']);
    expect(scope.getState($currentTrack)).toBeNull();
  });

  test('signing in answers the prompt', async () => {
    const { scope } = scopeFor('visitor');
    await allSettled(playRequested, { scope, params: { tracks: [FULL_ONLY], startIndex: 0 } });
    expect(scope.getState($loginPromptOpen)).toBe(true);

    await allSettled($sessionUser, {
      scope,
      params: { id: 'u-1', email: 'a@b.c', displayName: 'A', avatarUrl: null },
    });
    await allSettled($sessionToken, { scope, params: TOKEN });
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });
});
