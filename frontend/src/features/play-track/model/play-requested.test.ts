import { jest } from '@jest/globals';
import { allSettled } from 'effector';
import {
  $currentTrack,
  $isPlaying,
  $isShuffling,
  $playlist,
  $progress,
  audioUrlResolved,
  progressUpdated,
} from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import {
  $loginPromptOpen,
  loginPromptClosed,
  playAllRequested,
  playRequested,
} from './play-requested';
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

describe('a row on the track already in the player', () => {
  test('pauses it while it plays and resumes it, never starting it over', async () => {
    const { scope } = scopeFor('member', () => Promise.resolve('/media/full-only.mp3?exp=1'));
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 1 } });
    await allSettled(audioUrlResolved, {
      scope,
      params: { trackId: 'full-only', url: '/media/full-only.mp3?exp=1' },
    });
    await allSettled(progressUpdated, { scope, params: 42 });

    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 1 } });
    expect(scope.getState($isPlaying)).toBe(false);
    expect(scope.getState($progress)).toBe(42);

    await allSettled(playRequested, { scope, params: { tracks: [FULL_ONLY], startIndex: 0 } });
    expect(scope.getState($isPlaying)).toBe(true);
    expect(scope.getState($progress)).toBe(42);
    expect(ids(scope.getState($playlist))).toEqual(['free', 'full-only', 'owned']);
  });

  test('another row still starts its own track', async () => {
    const { scope } = scopeFor('member', () => Promise.resolve('/media/x.mp3?exp=1'));
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 1 } });
    await allSettled(playRequested, { scope, params: { tracks: TRACKS, startIndex: 0 } });
    expect(scope.getState($currentTrack)?.id).toBe('free');
    expect(scope.getState($isPlaying)).toBe(true);
  });
});

describe('playAllRequested', () => {
  test('Play all plays the member’s playable tracks in order, shuffle off', async () => {
    const { scope } = scopeFor('member');
    await allSettled(playAllRequested, {
      scope,
      params: { tracks: [LOCKED, ...TRACKS], shuffle: false, artistProfileImage: '/img/a.webp' },
    });
    expect(ids(scope.getState($playlist))).toEqual(['free', 'full-only', 'owned']);
    expect(scope.getState($currentTrack)).toMatchObject({
      id: 'free',
      artistProfileImage: '/img/a.webp',
    });
    expect(scope.getState($isShuffling)).toBe(false);
    expect(scope.getState($isPlaying)).toBe(true);
  });

  test('Shuffle turns the player’s shuffle on over the same tracks', async () => {
    const { scope } = scopeFor('member');
    await allSettled(playAllRequested, { scope, params: { tracks: TRACKS, shuffle: true } });
    expect(scope.getState($isShuffling)).toBe(true);
    expect([...ids(scope.getState($playlist))].sort()).toEqual(['free', 'full-only', 'owned']);
    expect(scope.getState($currentTrack)?.id).toBe(ids(scope.getState($playlist))[0]);
  });

  test('a visitor with no preview to hear gets the login prompt', async () => {
    const { scope } = scopeFor('visitor');
    await allSettled(playAllRequested, {
      scope,
      params: { tracks: [FULL_ONLY, LOCKED], shuffle: false },
    });
    expect(scope.getState($loginPromptOpen)).toBe(true);
    expect(scope.getState($currentTrack)).toBeNull();
  });
});
