import { allSettled } from 'effector';
import {
  expiredUrlOf,
  FakeAudioEngine,
  playingA,
  playTrack,
  resolveUrl,
  startedPlayer,
  trackA,
  trackB,
  trackC,
  urlOf,
} from '../testing/engine-test-kit';
import {
  $duration,
  $progress,
  loopToggled,
  muteToggled,
  paused,
  played,
  seekRequested,
  stopped,
  trackPlayed,
  volumeChanged,
} from './player';

describe('the audio engine wiring: loading, controls and the next track', () => {
  test('the start applies the volume and loop settings', async () => {
    const engine = new FakeAudioEngine();
    await startedPlayer(engine);
    expect(engine.take()).toEqual(['volume 0.75', 'loop false']);
  });

  test('a started track loads once its address arrives, and plays', async () => {
    const engine = new FakeAudioEngine();
    const scope = await startedPlayer(engine);
    engine.take();

    await playTrack(scope, trackA);
    expect(engine.take()).toEqual(['stop']); // the previous sound, if any, goes quiet

    await resolveUrl(scope, 'b'); // resolved ahead: not the started track
    await resolveUrl(scope, 'a');
    expect(engine.take()).toEqual([`preload ${urlOf('b')}`, `load ${urlOf('a')}@0 autoplay`]);
  });

  test('a track whose address is already known loads at once; an expired one is not used', async () => {
    const { engine, scope } = await playingA();
    await resolveUrl(scope, 'b');
    await resolveUrl(scope, 'c', expiredUrlOf('c'));
    engine.take();

    await allSettled(trackPlayed, {
      scope,
      params: { track: trackB, playlist: [trackA, trackB, trackC] },
    });
    expect(engine.take()).toEqual([`load ${urlOf('b')}@0 autoplay`]);

    await playTrack(scope, trackC);
    expect(engine.take()).toEqual(['stop']);
    await resolveUrl(scope, 'c', urlOf('c', 2));
    // …and a, next after c (the playlist wraps), is preloaded
    expect(engine.take()).toEqual([`load ${urlOf('c', 2)}@0 autoplay`, `preload ${urlOf('a')}`]);
  });

  test('play and pause follow the player; stop, seek, volume and loop reach the engine', async () => {
    const { engine, scope } = await playingA();
    await allSettled(paused, { scope });
    await allSettled(played, { scope });
    await allSettled(seekRequested, { scope, params: 42 });
    await allSettled(seekRequested, { scope, params: 999 });
    await allSettled(volumeChanged, { scope, params: 0.3 });
    await allSettled(muteToggled, { scope });
    await allSettled(loopToggled, { scope });
    await allSettled(stopped, { scope });

    expect(engine.take()).toEqual([
      'pause',
      'play',
      'seek 42',
      'seek 200', // clamped to the track's length
      'volume 0.3',
      'volume 0',
      'loop true',
      'stop',
    ]);
  });

  test('nothing reaches the engine before a sound is loaded', async () => {
    const engine = new FakeAudioEngine();
    const scope = await startedPlayer(engine);
    engine.take();
    await allSettled(paused, { scope });
    await allSettled(seekRequested, { scope, params: 10 });
    expect(engine.take()).toEqual([]);
  });

  test('progress and duration come from the engine', async () => {
    const { engine, scope } = await playingA();
    engine.emit('duration', 187.4);
    engine.emit('progress', 12.5);
    await allSettled(scope);
    expect(scope.getState($duration)).toBe(187.4);
    expect(scope.getState($progress)).toBe(12.5);
  });

  test('the next track is preloaded, and starts from that sound when the current one ends', async () => {
    const { engine, scope } = await playingA();
    await resolveUrl(scope, 'b');
    expect(engine.take()).toEqual([`preload ${urlOf('b')}`]);

    await resolveUrl(scope, 'c'); // not next: c is resolved, but b plays after a
    expect(engine.take()).toEqual([]);

    engine.emit('ended', undefined);
    await allSettled(scope);
    expect(engine.take()).toEqual([`load ${urlOf('b')}@0 autoplay`, `preload ${urlOf('c')}`]);
  });

  test('nothing is preloaded while looping; a looping track ends and starts over', async () => {
    const { engine, scope } = await playingA();
    await allSettled(loopToggled, { scope });
    await resolveUrl(scope, 'b');
    engine.emit('progress', 150);
    engine.emit('ended', undefined);
    await allSettled(scope);

    expect(engine.take()).toEqual(['loop true']);
    expect(scope.getState($progress)).toBe(0);

    await allSettled(loopToggled, { scope });
    expect(engine.take()).toEqual([`preload ${urlOf('b')}`, 'loop false']);
  });
});
