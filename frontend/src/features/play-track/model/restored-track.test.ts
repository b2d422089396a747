import { jest } from '@jest/globals';
import { allSettled, type Scope } from 'effector';
import {
  $currentTrack,
  $isPlaying,
  $progress,
  played,
  queueRestored,
  toPlayerTrack,
} from '@/entities/player';
import { A, B, C, mediaServer, scopeFor, trackOf } from '../testing/test-kit';
import './url-resolution';

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

/** b of [a, b, c], 80 s in, paused: a queue restored on start (docs/adr/0048). */
const restore = (scope: Scope) => {
  const playlist = [A, B, C].map((track) => toPlayerTrack(track));
  return allSettled(queueRestored, {
    scope,
    params: {
      playlist,
      originalPlaylist: playlist,
      index: 1,
      position: 80,
      duration: 200,
      shuffling: false,
      looping: false,
    },
  });
};

describe('the address of a restored track', () => {
  test('is not asked for by the restore itself', async () => {
    const server = mediaServer();
    const { scope } = scopeFor('member');
    await restore(scope);
    expect(server.calls).toEqual([]);
  });

  test("a member's first play signs the full track; the one after it is resolved ahead", async () => {
    const server = mediaServer();
    const { scope, resolutions } = scopeFor('member');
    await restore(scope);
    await allSettled(played, { scope });

    expect(server.urlsFor('audio')).toEqual([
      '/api/media/audio?filePath=audio%2Fb.mp3',
      '/api/media/audio?filePath=audio%2Fc.mp3',
    ]);
    expect(resolutions.map(trackOf)).toEqual(['b', 'c']);
    expect(scope.getState($currentTrack)?.audioUrl).toMatch(/^\/api\/media\/stream\/audio\/b\.mp3/);
    expect(scope.getState($isPlaying)).toBe(true);
    expect(scope.getState($progress)).toBe(80);
  });

  test("a visitor's first play signs the preview", async () => {
    const server = mediaServer();
    const { scope } = scopeFor('visitor');
    await restore(scope);
    await allSettled(played, { scope });
    expect(server.urlsFor('preview')[0]).toBe('/api/media/preview?filePath=previews%2Fb.mp3');
  });

  test('when no address comes, playback silently does not start', async () => {
    mediaServer({ fail: { audio: 403 } });
    const { scope, resolutions } = scopeFor('member');
    await restore(scope);
    await allSettled(played, { scope });
    expect(resolutions).toEqual([]);
    expect(scope.getState($isPlaying)).toBe(false);
  });
});
