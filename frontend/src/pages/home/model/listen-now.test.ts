/** @jest-environment node */
import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { $currentTrack, $playlist } from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import type { Track } from '@/entities/track';
import { $loginPromptOpen, resolveAudioUrlFx } from '@/features/play-track';
import { SHELF_TRACKS } from '../testing/shelf-fixtures';
import {
  $freshTracks,
  $shelfStatus,
  fetchFreshTracksFx,
  homeOpened,
  shelfTrackPlayed,
} from './listen-now';

const FULL_ONLY = SHELF_TRACKS[1] as Track;
const MAYA = { id: 'u-1', email: 'maya@example.com', displayName: 'Maya', avatarUrl: null };

function openHome(answer: () => Promise<Track[]>, member = false) {
  const scope = fork({
    values: member
      ? [
          [$sessionUser, MAYA],
          [$sessionToken, 'token-maya'],
        ]
      : [],
    handlers: [
      [fetchFreshTracksFx, answer],
      [
        resolveAudioUrlFx,
        () => Promise.resolve({ url: '/api/media/stream/x.mp3?exp=9999999999', gaplessUrl: null }),
      ],
    ],
  });
  return allSettled(homeOpened, { scope }).then(() => scope);
}
const ids = (tracks: readonly { id: string }[]) => tracks.map((track) => track.id);

describe('the Listen now shelf', () => {
  test('loads the fresh tracks when the home page opens', async () => {
    const scope = await openHome(() => Promise.resolve(SHELF_TRACKS));
    expect(scope.getState($shelfStatus)).toBe('ready');
    expect(scope.getState($freshTracks)).toHaveLength(8);
  });

  test('a failure hides it; a failed refresh keeps the last shelf', async () => {
    let answer = () => Promise.reject<Track[]>(new Error('offline'));
    const scope = await openHome(() => answer());
    expect(scope.getState($shelfStatus)).toBe('failed');

    answer = () => Promise.resolve(SHELF_TRACKS);
    await allSettled(homeOpened, { scope });
    answer = () => Promise.reject<Track[]>(new Error('offline'));
    await allSettled(homeOpened, { scope });
    expect(scope.getState($shelfStatus)).toBe('ready');
    expect(scope.getState($freshTracks)).toHaveLength(8);
  });

  test('a visitor plays a preview among the previews only', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const scope = await openHome(() => Promise.resolve(SHELF_TRACKS));
    await allSettled(shelfTrackPlayed, { scope, params: SHELF_TRACKS[2]?.id ?? '' });

    expect(scope.getState($currentTrack)?.id).toBe(SHELF_TRACKS[2]?.id);
    expect(ids(scope.getState($playlist))).toEqual(
      ids(SHELF_TRACKS.filter((track) => track.preview_url !== null)),
    );
  });

  test('a visitor choosing a members-only track gets the login prompt', async () => {
    const scope = await openHome(() => Promise.resolve(SHELF_TRACKS));
    await allSettled(shelfTrackPlayed, { scope, params: FULL_ONLY.id });
    expect(scope.getState($loginPromptOpen)).toBe(true);
    expect(scope.getState($currentTrack)).toBeNull();
  });

  test('a member plays the full shelf from the chosen track', async () => {
    const scope = await openHome(() => Promise.resolve(SHELF_TRACKS), true);
    await allSettled(shelfTrackPlayed, { scope, params: FULL_ONLY.id });

    expect(scope.getState($currentTrack)?.id).toBe(FULL_ONLY.id);
    expect(ids(scope.getState($playlist))).toEqual(ids(SHELF_TRACKS));
    expect(scope.getState($loginPromptOpen)).toBe(false);
  });
});
