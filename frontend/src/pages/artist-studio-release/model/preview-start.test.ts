import { allSettled, createWatch, fork, type StoreWritable } from 'effector';
import { studioTrackFixture } from '@/entities/release/index.testing';
import { $isPlaying, played } from '@/entities/player';
import { ApiError } from '@/shared/api';
import type { WindowRequest } from '../api/window-audio';
import {
  $chosenStarts,
  $peaks,
  $playbackErrors,
  $playing,
  $savedStarts,
  $saves,
  previewEditorClosed,
  previewEditorOpened,
  fetchPeaksFx,
  fetchTrackAudioFx,
  playRequested,
  playWindowFx,
  previewStartSaved,
  saveRequested,
  savePreviewStartFx,
  startChosen,
  stopRequested,
  stopWindowFx,
} from './preview-start';

const TRACK = studioTrackFixture();
const trackId = TRACK.id;
const AUDIO = { url: '/api/media/stream/a.mp3?u=studio-1', expires_at: '2999-01-01T00:00:00Z' };

const refusal = (message: string) => new ApiError(400, 'Bad Request', message, 'STUDIO.X');

/** A scope whose windows play until the test ends them (`finish`), counting the stops. */
function playingScope(values: [StoreWritable<boolean>, boolean][] = []) {
  const windows: (WindowRequest & { trackId: string; sequence: number })[] = [];
  const endings: ((outcome: 'ended' | 'stopped') => void)[] = [];
  let audioFetches = 0;
  let stops = 0;
  const scope = fork({
    values,
    handlers: [
      [
        fetchTrackAudioFx,
        () => {
          audioFetches += 1;
          return Promise.resolve(AUDIO);
        },
      ],
      [
        playWindowFx,
        (request: WindowRequest & { trackId: string; sequence: number }) => {
          windows.push(request);
          return new Promise<'ended' | 'stopped'>((resolve) => endings.push(resolve));
        },
      ],
      [
        stopWindowFx,
        () => {
          stops += 1;
          for (const end of endings.splice(0)) end('stopped');
        },
      ],
    ],
  });
  /**
   * Asks for a window. Not awaited to the end: the window plays (its effect stays pending) until
   * `finish` or a stop; this waits only until the player was told to play it.
   */
  const play = async (startS: number, endS: number) => {
    const before = windows.length;
    const settled = allSettled(playRequested, { scope, params: { trackId, startS, endS } });
    while (windows.length === before) await new Promise((resolve) => setTimeout(resolve, 0));
    return { settled };
  };
  return {
    scope,
    windows,
    play,
    finish: () => {
      for (const end of endings.splice(0)) end('ended');
    },
    counts: () => ({ audioFetches, stops }),
  };
}

describe('the waveform', () => {
  test('is fetched once per track and kept', async () => {
    let fetches = 0;
    const scope = fork({
      handlers: [
        [
          fetchPeaksFx,
          () => {
            fetches += 1;
            return Promise.resolve([0.2, 0.9]);
          },
        ],
      ],
    });
    await allSettled(previewEditorOpened, { scope, params: { trackId } });
    await allSettled(previewEditorOpened, { scope, params: { trackId } });
    expect(scope.getState($peaks)[trackId]).toEqual({ status: 'ready', peaks: [0.2, 0.9] });
    expect(fetches).toBe(1);
  });

  test('a failure says why in the server’s words, and opening again fetches again', async () => {
    let fail = true;
    const scope = fork({
      handlers: [
        [
          fetchPeaksFx,
          () =>
            fail
              ? Promise.reject(refusal('This track’s waveform is not ready yet.'))
              : Promise.resolve([0.5]),
        ],
      ],
    });
    await allSettled(previewEditorOpened, { scope, params: { trackId } });
    expect(scope.getState($peaks)[trackId]).toEqual({
      status: 'failed',
      message: 'This track’s waveform is not ready yet.',
    });
    fail = false;
    await allSettled(previewEditorOpened, { scope, params: { trackId } });
    expect(scope.getState($peaks)[trackId]).toEqual({ status: 'ready', peaks: [0.5] });
  });
});

describe('saving the start', () => {
  test('sends the chosen start and keeps the server’s answer, so it stays where it was put', async () => {
    const sent: unknown[] = [];
    const saved: unknown[] = [];
    const scope = fork({
      handlers: [
        [
          savePreviewStartFx,
          (params: { trackId: string; startS: number }) => {
            sent.push(params);
            // The server keeps hundredths.
            return Promise.resolve({ ...TRACK, preview_start_seconds: 65 });
          },
        ],
      ],
    });
    const unwatch = createWatch({
      unit: previewStartSaved,
      fn: (track) => saved.push(track.preview_start_seconds),
      scope,
    });
    await allSettled(startChosen, { scope, params: { trackId, startS: 65 } });
    expect(scope.getState($chosenStarts)).toEqual({ [trackId]: 65 });
    await allSettled(saveRequested, { scope, params: { trackId, startS: 65 } });
    unwatch();
    expect(sent).toEqual([{ trackId, startS: 65 }]);
    expect(scope.getState($savedStarts)).toEqual({ [trackId]: 65 });
    expect(scope.getState($chosenStarts)).toEqual({});
    expect(scope.getState($saves)[trackId]).toEqual({ status: 'saved' });
    expect(saved).toEqual([65]);

    await allSettled(startChosen, { scope, params: { trackId, startS: 70 } });
    expect(scope.getState($saves)[trackId]).toBeUndefined();
  });

  test('a refusal is shown in the server’s words and the chosen start is kept', async () => {
    const scope = fork({
      handlers: [
        [
          savePreviewStartFx,
          () => Promise.reject(refusal('The preview must start within the track.')),
        ],
      ],
    });
    await allSettled(startChosen, { scope, params: { trackId, startS: 65 } });
    await allSettled(saveRequested, { scope, params: { trackId, startS: 65 } });
    expect(scope.getState($saves)[trackId]).toEqual({
      status: 'failed',
      message: 'The preview must start within the track.',
    });
    expect(scope.getState($chosenStarts)).toEqual({ [trackId]: 65 });
    expect(scope.getState($savedStarts)).toEqual({});
  });
});

describe('playing a window', () => {
  test('plays the window from the track’s signed address and pauses the site’s player', async () => {
    const { scope, windows, play, finish, counts } = playingScope([[$isPlaying, true]]);
    const first = await play(65, 95);
    expect(windows).toEqual([{ url: AUDIO.url, trackId, startS: 65, endS: 95, sequence: 1 }]);
    expect(scope.getState($playing)).toMatchObject({ trackId, startS: 65, endS: 95 });
    expect(scope.getState($isPlaying)).toBe(false);

    finish();
    await first.settled;
    expect(scope.getState($playing)).toBeNull();

    // The address is reused while it lasts.
    const second = await play(70, 100);
    finish();
    await second.settled;
    expect(counts().audioFetches).toBe(1);
    expect(windows).toHaveLength(2);
  });

  test('stops when asked, when its editor leaves, and when the site’s player plays', async () => {
    const { scope, play, counts } = playingScope();

    const asked = await play(65, 95);
    await allSettled(stopRequested, { scope });
    await asked.settled;
    expect(scope.getState($playing)).toBeNull();

    const left = await play(65, 95);
    // Settles only with the window: another track's editor leaving does not stop it.
    const otherLeft = allSettled(previewEditorClosed, {
      scope,
      params: { trackId: 'another-track' },
    });
    expect(scope.getState($playing)).not.toBeNull();
    await allSettled(previewEditorClosed, { scope, params: { trackId } });
    await Promise.all([left.settled, otherLeft]);
    expect(scope.getState($playing)).toBeNull();

    const replaced = await play(65, 95);
    await allSettled(played, { scope });
    await replaced.settled;
    expect(scope.getState($playing)).toBeNull();
    // Each play first stops whatever played before it, then the three stops asked for.
    expect(counts().stops).toBe(6);
  });

  test('a second play replaces the first; the first one’s end leaves the second playing', async () => {
    const { scope, windows, play, finish } = playingScope();
    const first = await play(65, 95);
    const second = await play(120, 150);
    expect(windows.map((w) => w.startS)).toEqual([65, 120]);
    expect(scope.getState($playing)).toMatchObject({ startS: 120, sequence: 2 });
    finish();
    await Promise.all([first.settled, second.settled]);
    expect(scope.getState($playing)).toBeNull();
  });

  test('an address refused, or a browser that cannot play, says so', async () => {
    const scope = fork({
      handlers: [
        [
          fetchTrackAudioFx,
          () => Promise.reject(refusal('This track can be played here once it is processed.')),
        ],
        [stopWindowFx, () => undefined],
      ],
    });
    await allSettled(playRequested, { scope, params: { trackId, startS: 65, endS: 95 } });
    expect(scope.getState($playbackErrors)[trackId]).toBe(
      'This track can be played here once it is processed.',
    );
    expect(scope.getState($playing)).toBeNull();

    const browser = fork({
      handlers: [
        [fetchTrackAudioFx, () => Promise.resolve(AUDIO)],
        [playWindowFx, () => Promise.reject(new Error('NotAllowedError'))],
        [stopWindowFx, () => undefined],
      ],
    });
    await allSettled(playRequested, { scope: browser, params: { trackId, startS: 65, endS: 95 } });
    expect(browser.getState($playbackErrors)[trackId]).toBe(
      'Your browser could not play this track.',
    );
    expect(browser.getState($playing)).toBeNull();
  });
});
