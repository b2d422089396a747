import { jest } from '@jest/globals';
import { allSettled } from 'effector';
import {
  $currentTrack,
  $isPlaying,
  loopToggled,
  nextPressed,
  paused,
  played,
  trackEnded,
} from '@/entities/player';
import {
  A,
  B,
  C,
  mediaServer,
  play,
  scopeFor,
  signed,
  tick,
  TOKEN,
  trackOf,
} from '../testing/test-kit';
import './url-resolution';

/** Logged failures (spec §8: silent to the user, visible to developers). */
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the address of the track that starts', () => {
  test('a member gets the full track with the bearer token, probed with Range: bytes=0-', async () => {
    const server = mediaServer();
    const { scope, resolutions } = scopeFor('member');
    await play(scope, [A]);

    expect(server.calls[0]).toEqual({
      url: '/api/media/audio?filePath=audio%2Fa.mp3',
      authorization: `Bearer ${TOKEN}`,
      range: null,
    });
    const url = scope.getState($currentTrack)?.audioUrl ?? '';
    expect(url).toMatch(/^\/api\/media\/stream\/audio\/a\.mp3\?u=u-1&exp=\d+/);
    expect(server.calls[1]).toEqual({ url, authorization: null, range: 'bytes=0-' });
    expect(resolutions).toEqual([`a ${url}`]);
    expect(scope.getState($isPlaying)).toBe(true);
  });

  test('a visitor gets the preview, without a token', async () => {
    const server = mediaServer();
    const { scope, resolutions } = scopeFor('visitor');
    await play(scope, [A]);

    expect(server.calls[0]).toEqual({
      url: '/api/media/preview?filePath=previews%2Fa.mp3',
      authorization: null,
      range: null,
    });
    expect(resolutions).toHaveLength(1);
    expect(resolutions[0]).toMatch(/^a \/api\/media\/stream\/previews\/a\.mp3\?u=anon/);
  });

  test.each([
    ['no address returns', { audio: 403 }],
    ['the address fails its probe', { stream: 404 }],
  ] as const)('when %s, playback silently does not start', async (_case, fail) => {
    mediaServer({ fail });
    const { scope, resolutions } = scopeFor('member');
    await play(scope, [A, B]);

    expect(resolutions).toEqual([]);
    expect(scope.getState($isPlaying)).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      'No playable address for "Title a" (start)',
      expect.any(Error),
    );
  });

  test.each(['succeeds', 'fails'])(
    'an answer that %s for a track no longer current changes nothing',
    async (outcome) => {
      const answers = new Map<string, { resolve: (url: string) => void; reject: () => void }>();
      const { scope, resolutions } = scopeFor(
        'member',
        ({ track: { id } }) =>
          new Promise<string>((resolve, reject) => {
            answers.set(id, {
              resolve,
              reject: () => {
                reject(new Error('offline'));
              },
            });
          }),
      );
      const first = play(scope, [A, B, C]);
      await tick();
      const second = allSettled(nextPressed, { scope });
      await tick();

      answers.get('b')?.resolve(signed('audio/b.mp3', 'u-1'));
      await tick();
      if (outcome === 'succeeds') answers.get('a')?.resolve(signed('audio/a.mp3', 'u-1'));
      else answers.get('a')?.reject();
      answers.get('c')?.resolve(signed('audio/c.mp3', 'u-1'));
      await Promise.all([first, second]);

      expect(resolutions.map(trackOf)).toEqual(['b', 'c']);
      expect(scope.getState($currentTrack)?.id).toBe('b');
      expect(scope.getState($isPlaying)).toBe(true);
    },
  );
});

describe('the next track, resolved ahead', () => {
  test('once the current one plays, and reused when it starts', async () => {
    const server = mediaServer();
    const { scope, resolutions } = scopeFor('member');
    await play(scope, [A, B, C]);

    expect(resolutions.map(trackOf)).toEqual(['a', 'b']);
    const aheadB = resolutions[1];

    await allSettled(trackEnded, { scope });

    expect(scope.getState($currentTrack)?.id).toBe('b');
    expect(resolutions.slice(2)).toEqual([aheadB, expect.stringMatching(/^c /)]);
    expect(server.urlsFor('audio')).toEqual([
      '/api/media/audio?filePath=audio%2Fa.mp3',
      '/api/media/audio?filePath=audio%2Fb.mp3',
      '/api/media/audio?filePath=audio%2Fc.mp3',
    ]);
  });

  test('after the last track comes the first', async () => {
    mediaServer();
    const { scope, resolutions } = scopeFor('visitor');
    await play(scope, [A, B, C], 2);
    expect(resolutions.map(trackOf)).toEqual(['c', 'a']);
  });

  test('not while looping (until the loop is turned off), nor for a single track', async () => {
    mediaServer();
    const { scope, resolutions } = scopeFor('member');
    await allSettled(loopToggled, { scope });
    await play(scope, [A, B]);
    expect(resolutions.map(trackOf)).toEqual(['a']);

    await allSettled(loopToggled, { scope });
    expect(resolutions.map(trackOf)).toEqual(['a', 'b']);

    const single = scopeFor('member');
    await play(single.scope, [C]);
    expect(single.resolutions.map(trackOf)).toEqual(['c']);
  });
});

test('only while it plays: paused before its address arrives, the next waits for the resume', async () => {
  let releaseA: (url: string) => void = () => undefined;
  const { scope, resolutions } = scopeFor('member', ({ track: { id } }) =>
    id === 'a'
      ? new Promise<string>((resolve) => {
          releaseA = resolve;
        })
      : Promise.resolve(signed(`audio/${id}.mp3`, 'u-1')),
  );
  const first = play(scope, [A, B]);
  await tick();
  const pausing = allSettled(paused, { scope });
  releaseA(signed('audio/a.mp3', 'u-1'));
  await Promise.all([first, pausing]);
  expect(resolutions.map(trackOf)).toEqual(['a']);

  await allSettled(played, { scope });
  expect(resolutions.map(trackOf)).toEqual(['a', 'b']);
});
