import { jest } from '@jest/globals';
import { waitFor } from '@testing-library/react';
import type { AudioEngine } from './audio-engine';
import { engineHarness, FakeHowl, fakeHowler, URL_A, URL_B } from './audio-test-doubles';

jest.unstable_mockModule('howler', () => ({ Howl: FakeHowl, Howler: fakeHowler }));
const { createAudioEngine } = await import('./deferred-audio-engine');

/** Howler's chunk has arrived: the real engine made its first Howl. */
const howlerArrived = () =>
  waitFor(() => {
    expect(FakeHowl.instances.length).toBeGreaterThan(0);
  });

describe('the audio engine while Howler is on its way', () => {
  let engine: AudioEngine;
  afterEach(() => {
    engine.destroy();
  });

  test('calls made before Howler arrives are replayed on it, in order', async () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.setVolume(0.4);
    engine.load(URL_A, { autoplay: true, startAt: 12 });
    engine.preload(URL_B);
    expect(FakeHowl.instances).toHaveLength(0);
    expect(engine.position()).toBe(12);
    expect(engine.duration()).toBe(0);

    await howlerArrived();

    expect(kit.howl(0).url).toBe(URL_A);
    expect(kit.howl(0).volumeLevel).toBe(0.4);
    expect(kit.howl(0).calls).toContain('play');
    expect(kit.howl(1).url).toBe(URL_B);
    expect(kit.clock.running).toBe(true);
  });

  test('listeners added before it arrives hear the real engine; removed ones do not', async () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    const removed: unknown[] = [];
    const off = engine.on('duration', (seconds) => removed.push(seconds));
    off();
    engine.load(URL_A, { autoplay: false });

    await howlerArrived();
    kit.howl(0).emit('load');

    expect(kit.heard).toContainEqual(['duration', 187.4]);
    expect(removed).toEqual([]);
  });

  test('after it arrived, calls go straight through', async () => {
    const kit = engineHarness(createAudioEngine);
    engine = kit.engine;
    engine.load(URL_A, { autoplay: false });
    await howlerArrived();

    engine.play();

    expect(kit.howl(0).calls).toEqual(['play']);
  });
});
