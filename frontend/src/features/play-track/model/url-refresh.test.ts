import { jest } from '@jest/globals';
import { allSettled } from 'effector';
import {
  $currentTrack,
  $isPlaying,
  $progress,
  paused,
  progressUpdated,
  streamStalled,
} from '@/entities/player';
import { $sessionToken, $sessionUser } from '@/entities/session';
import { A, B, mediaServer, play, scopeFor, TOKEN, trackOf, USER } from '../testing/test-kit';
import './url-resolution';

/** Logged failures (spec §8: silent to the user, visible to developers). */
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a stalled stream', () => {
  test('gets a fresh address even when the known one is still valid', async () => {
    const server = mediaServer();
    const { scope, resolutions } = scopeFor('member');
    await play(scope, [A]);
    const first = scope.getState($currentTrack)?.audioUrl;

    await allSettled(streamStalled, { scope, params: { trackId: 'a', position: 42 } });

    expect(server.urlsFor('audio')).toHaveLength(2);
    expect(resolutions).toHaveLength(2);
    expect(scope.getState($currentTrack)?.audioUrl).not.toBe(first);
    expect(scope.getState($isPlaying)).toBe(true);
  });

  test('of another track than the current one is ignored', async () => {
    const server = mediaServer();
    const { scope } = scopeFor('member');
    await play(scope, [A]);
    await allSettled(streamStalled, { scope, params: { trackId: 'b', position: 3 } });
    expect(server.urlsFor('audio')).toHaveLength(1);
  });

  test('without a fresh address pauses where it was, logged only', async () => {
    const { scope } = scopeFor('member');
    mediaServer();
    await play(scope, [A]);
    await allSettled(progressUpdated, { scope, params: 42 });
    mediaServer({ fail: { audio: 500 } });

    await allSettled(streamStalled, { scope, params: { trackId: 'a', position: 42 } });

    expect(scope.getState($isPlaying)).toBe(false);
    expect(scope.getState($progress)).toBe(42);
    expect(warn).toHaveBeenCalledWith(
      'No playable address for "Title a" (stall)',
      expect.any(Error),
    );
  });
});

describe('a known address', () => {
  test.each([
    [3600, 1],
    [30, 2],
  ])(
    'valid for %i s more is fetched %i time(s) when its track plays again',
    async (validFor, calls) => {
      const server = mediaServer({ validFor });
      const { scope, resolutions } = scopeFor('member');
      await play(scope, [A]);
      await play(scope, [B]);
      await allSettled(paused, { scope });
      await play(scope, [A]);

      expect(server.urlsFor('audio').filter((url) => url.endsWith('a.mp3'))).toHaveLength(calls);
      expect(resolutions.map(trackOf)).toEqual(['a', 'b', 'a']);
      expect(scope.getState($isPlaying)).toBe(true);
    },
  );

  test('a visitor’s preview address is not a member’s full track', async () => {
    const server = mediaServer();
    const { scope } = scopeFor('visitor');
    await play(scope, [A]);
    await allSettled($sessionUser, { scope, params: USER });
    await allSettled($sessionToken, { scope, params: TOKEN });
    await play(scope, [A]);

    expect(server.urlsFor('preview')).toHaveLength(1);
    expect(server.urlsFor('audio')).toEqual(['/api/media/audio?filePath=audio%2Fa.mp3']);
    expect(scope.getState($currentTrack)?.audioUrl).toMatch(/\?u=u-1&/);
  });
});
