import { jest } from '@jest/globals';
import type { AudioEngine } from './audio-engine';
import {
  engineHarness,
  fakeAudioContext,
  FakeHowl,
  fakeHowler,
  URL_A,
  URL_B,
} from './audio-test-doubles';

jest.unstable_mockModule('howler', () => ({ Howl: FakeHowl, Howler: fakeHowler }));
const { createAudioEngine } = await import('./howler-audio-engine');

const HAVE_METADATA = 1;
const MEDIA_ERR_NETWORK = 2;

describe('the Howler audio engine: failures, stalls and the audio context', () => {
  let engine: AudioEngine;
  afterEach(() => {
    engine.destroy();
  });

  test('a load error before any data is reported and the sound released', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    kit.howl(0).emit('loaderror', 1001, 4);

    expect(kit.heard).toEqual([['loadError', 4]]);
    expect(kit.howl(0).unloaded).toBe(true);
    expect(kit.clock.running).toBe(false);
    engine.play();
    expect(kit.howl(0).calls).toEqual(['play']);
  });

  test('a play error (e.g. autoplay refused) is reported', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    kit.howl(0).emit('playerror', 1001, 'Playback was unable to start');
    expect(kit.heard).toEqual([['playError', 'Playback was unable to start']]);
  });

  test('a stream that breaks after it worked is a stall, reported by the clock with the position', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    kit.howl(0).elementState({
      readyState: HAVE_METADATA,
      currentTime: 95,
      errorCode: MEDIA_ERR_NETWORK,
    });
    kit.howl(0).seconds = 95;
    kit.howl(0).loadState = 'loaded';
    kit.howl(0).emit('loaderror', 1001, MEDIA_ERR_NETWORK);
    kit.clock.tick();
    kit.clock.stall();

    expect(kit.clock.samples.at(-1)).toMatchObject({ errorCode: MEDIA_ERR_NETWORK });
    expect(kit.heard).toEqual([
      ['progress', 95],
      ['stalled', 95],
    ]);
    expect(kit.howl(0).unloaded).toBe(false);
  });

  test('events from a sound already replaced are ignored', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    const old = kit.howl(0);
    const listeners = new Map(old.listeners);
    engine.load(URL_B, { autoplay: true });
    old.listeners = listeners; // as if Howler's timer fired after the release
    old.emit('pause', 1001);
    old.emit('end', 1001);
    expect(kit.heard).toEqual([]);
  });

  test('priority mode is handed to the clock; new sources reset stall tracking', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.setPriority(true);
    engine.load(URL_A, { autoplay: true });
    expect(kit.clock.priority).toBe(true);
    expect(kit.clock.resets).toBe(1);
  });

  describe('the audio context', () => {
    beforeEach(() => {
      jest.useFakeTimers();
      fakeHowler.ctx = fakeAudioContext();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    test('is suspended 30 s after the sound stopped and resumed before playing', () => {
      const kit = engineHarness(createAudioEngine);
      engine = kit.engine;
      engine.load(URL_A, { autoplay: true });
      jest.advanceTimersByTime(60_000);
      expect(fakeHowler.ctx.state).toBe('running');

      engine.pause();
      jest.advanceTimersByTime(30_000);
      expect(fakeHowler.ctx.state).toBe('suspended');

      engine.play();
      expect(fakeHowler.ctx.state).toBe('running');
    });
  });
});
