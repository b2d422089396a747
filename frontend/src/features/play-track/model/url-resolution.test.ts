import { jest } from '@jest/globals';
import { allSettled } from 'effector';
import {
  $currentTrack,
  $gaplessUrls,
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
  track,
  trackOf,
} from '../testing/test-kit';
import './url-resolution';

/** Logged failures (spec §8: silent to the user, visible to developers). */
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the AAC rendition of a track that has one (docs/adr/0049)', () => {
  const gapless = {
    file_path: 'audio/g/v1/stream.m4a',
    sample_rate: 44_100,
    priming_samples: 1024,
    padding_samples: 576,
    samples: 441_000,
  };
  const G = track('g', { gapless, preview_url: 'previews/g.mp3' });

  test('a member gets it signed beside the MP3, and the player keeps both', async () => {
    const server = mediaServer();
    const { scope } = scopeFor('member');
    await play(scope, [G]);

    expect(server.urlsFor('audio').sort()).toEqual([
      '/api/media/audio?filePath=audio%2Fg%2Fv1%2Fstream.m4a',
      '/api/media/audio?filePath=audio%2Fg.mp3',
    ]);
    expect(scope.getState($gaplessUrls).g).toMatch(
      /^\/api\/media\/stream\/audio\/g\/v1\/stream\.m4a\?u=u-1&exp=\d+/,
    );
    // Only the MP3's address is probed: the gapless engine fetches its rendition itself.
    expect(server.urlsFor('stream')).toHaveLength(1);
  });

  test('a visitor hears the preview only: no rendition is asked for', async () => {
    const server = mediaServer();
    const { scope } = scopeFor('visitor');
    await play(scope, [G]);

    expect(server.urlsFor('audio')).toEqual([]);
    expect(scope.getState($gaplessUrls)).toEqual({});
  });

  test('without its signed rendition (the call failed) the track still plays from its MP3', async () => {
    mediaServer({ refusePath: gapless.file_path });
    const { scope } = scopeFor('member');
    await play(scope, [G]);

    expect(scope.getState($currentTrack)?.audioUrl).toMatch(/^\/api\/media\/stream\/audio\/g\.mp3/);
    expect(scope.getState($gaplessUrls)).toEqual({});
    expect(scope.getState($isPlaying)).toBe(true);
  });
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
