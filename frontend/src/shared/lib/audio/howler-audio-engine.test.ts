import { jest } from '@jest/globals';
import type { AudioEngine } from './audio-engine';
import { engineHarness, FakeHowl, fakeHowler, URL_A, URL_B } from './audio-test-doubles';

jest.unstable_mockModule('howler', () => ({ Howl: FakeHowl, Howler: fakeHowler }));
const { createAudioEngine } = await import('./howler-audio-engine');

describe('the Howler audio engine: playing and preloading', () => {
  let engine: AudioEngine;
  afterEach(() => {
    engine.destroy();
  });

  test('configures Howler as spec §9 says: pool of 10, auto-unlock on, auto-suspend off', () => {
    ({ engine } = engineHarness(createAudioEngine));
    expect(fakeHowler).toMatchObject({ html5PoolSize: 10, autoUnlock: true, autoSuspend: false });
  });

  test('streams the track as HTML5 MP3 and plays it, ticking the clock', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });

    expect(kit.howl(0).options).toMatchObject({
      src: [URL_A],
      format: ['mp3'],
      html5: true,
      preload: true,
    });
    expect(kit.howl(0).calls).toEqual(['play']);
    expect(kit.clock.running).toBe(true);

    kit.howl(0).seconds = 12.5;
    kit.clock.tick(); // still loading: no progress yet
    kit.howl(0).loadState = 'loaded';
    kit.howl(0).emit('load');
    kit.howl(0).emit('play', 1001);
    kit.clock.tick();
    expect(kit.heard).toEqual([
      ['duration', 187.4],
      ['playing', undefined],
      ['progress', 12.5],
    ]);
    expect(kit.clock.samples).toHaveLength(2);
  });

  test('pause, resume, seek, stop, volume and loop reach the sound', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.setVolume(0.4);
    engine.setLoop(true);
    engine.load(URL_A, { autoplay: true });
    engine.pause();
    expect(kit.clock.running).toBe(false);
    engine.play();
    engine.seek(30);
    engine.stop();

    expect(kit.howl(0).calls).toEqual(['play', 'pause', 'play:1001', 'seek:30', 'stop']);
    expect(kit.howl(0).volumeLevel).toBe(0.4);
    expect(kit.howl(0).looping).toBe(true);
    engine.setVolume(0);
    expect(kit.howl(0).volumeLevel).toBe(0);
  });

  test('resumes at startAt without autoplay when asked to', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { startAt: 73, autoplay: false });
    expect(kit.howl(0).calls).toEqual(['seek:73']);
    expect(kit.clock.running).toBe(false);
    expect(engine.position()).toBe(73); // not the element's 0 while it loads
  });

  test('a preloaded next track is reused by load: no new Howl, it plays at once', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    engine.preload(URL_B);
    engine.preload(URL_B);
    expect(FakeHowl.instances).toHaveLength(2);
    kit.howl(1).loadState = 'loaded';

    engine.load(URL_B, { autoplay: true });

    expect(FakeHowl.instances).toHaveLength(2);
    expect(kit.howl(0).unloaded).toBe(true);
    expect(kit.howl(1).calls).toEqual(['play']);
    expect(kit.heard).toContainEqual(['duration', 187.4]);
  });

  test('keeps at most one preloaded sound, and skips a preload that failed', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.preload(URL_A);
    engine.preload(URL_B);
    expect(kit.howl(0).unloaded).toBe(true);

    kit.howl(1).emit('loaderror', 1, 4);
    engine.load(URL_B, { autoplay: true });
    expect(FakeHowl.instances).toHaveLength(3);
    expect(kit.howl(1).unloaded).toBe(true);
    expect(kit.howl(2).calls).toEqual(['play']);
  });

  test('ended: the clock stops, unless the track loops', () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: true });
    kit.howl(0).emit('end', 1001);
    expect(kit.clock.running).toBe(false);

    engine.setLoop(true);
    engine.play();
    kit.howl(0).emit('end', 1001);
    expect(kit.clock.running).toBe(true);
    expect(kit.heard).toEqual([
      ['ended', undefined],
      ['ended', undefined],
    ]);
  });
});
