import type { AudioTrackFacts } from './audio-engine';
import { listenTo } from './audio-test-doubles';
import { RecordingEngine } from './recording-engine';
import { createSwitchingAudioEngine } from './switching-audio-engine';

const rendition = {
  url: '/x.m4a',
  sampleRate: 44_100,
  primingSamples: 1024,
  paddingSamples: 8,
  samples: 1_323_000,
};
const albumTrack = (index: number): AudioTrackFacts => ({
  gapless: rendition,
  album: { albumId: 'album-1', index },
});
const single: AudioTrackFacts = { gapless: rendition, album: null };
const url = (name: string) => `/api/media/stream/${name}.mp3?sig=${name}`;

function switching(mseSupported = true) {
  const howler = new RecordingEngine();
  const mse = Object.assign(new RecordingEngine(), { engineKind: 'mse' as const });
  let mseMade = 0;
  const engine = createSwitchingAudioEngine({
    mseSupported,
    createHowler: () => howler,
    createMse: () => {
      mseMade += 1;
      return mse;
    },
  });
  const heard = listenTo(engine);
  return { engine, howler, mse, heard, mseMade: () => mseMade };
}

describe('the switching engine: Howler and Media Source behind one port', () => {
  test('an album played in order goes through the Media Source engine, gapless', () => {
    const { engine, howler, mse, heard } = switching();
    engine.setVolume(0.5);
    engine.load(url('a'), { autoplay: true, track: albumTrack(0) });
    engine.preload(url('b'), albumTrack(1));
    expect(mse.take()).toEqual([
      'volume 0.5',
      'loop false',
      'priority false',
      `load ${url('a')}@0 autoplay`,
      `preload ${url('b')}`,
    ]);
    expect(engine.engineKind()).toBe('mse');

    mse.emit('ended', undefined);
    howler.emit('progress', 99); // the idle engine is not heard
    engine.load(url('b'), { autoplay: true, track: albumTrack(1) });
    expect(mse.take()).toEqual([`load ${url('b')}@0 autoplay`]);
    expect(howler.take()).toEqual(['volume 0.5']);
    expect(heard).toEqual([['ended', undefined]]);
    expect(engine.engineKind()).toBe('mse');
  });

  test('a single outside an album stays with Howler; the Media Source engine is never made', () => {
    const { engine, howler, mseMade } = switching();
    engine.load(url('s'), { autoplay: true, track: single });
    engine.preload(url('t'));
    expect(howler.take()).toEqual([`load ${url('s')}@0 autoplay`, `preload ${url('t')}`]);
    expect(mseMade()).toBe(0);
    expect(engine.engineKind()).toBe('howler');
  });

  test('without MSE support every track is Howler’s, album or not', () => {
    const { engine, howler, mseMade } = switching(false);
    engine.load(url('a'), { autoplay: true, track: albumTrack(0) });
    engine.preload(url('b'), albumTrack(1));
    expect(howler.take()).toEqual([`load ${url('a')}@0 autoplay`, `preload ${url('b')}`]);
    expect(mseMade()).toBe(0);
  });

  test('shuffling mid-album: the step goes to Howler, then the album flows again from MSE', () => {
    const { engine, howler, mse, heard } = switching();
    engine.load(url('a'), { autoplay: true, track: albumTrack(0) });
    engine.preload(url('b'), albumTrack(1));
    mse.take();

    // The queue now jumps to track 4: MSE must not flow into b, Howler buffers track 4.
    engine.preload(url('d'), albumTrack(3));
    expect(mse.take()).toEqual(['clearPreload']);
    expect(howler.take()).toEqual([`preload ${url('d')}`]);

    engine.load(url('d'), { autoplay: true, track: albumTrack(3) });
    expect(mse.take()).toEqual(['unload']);
    expect(howler.take()).toEqual([`load ${url('d')}@0 autoplay`]);
    expect(engine.engineKind()).toBe('howler');
    mse.emit('progress', 12);
    howler.emit('progress', 3);
    expect(heard).toEqual([['progress', 3]]);

    // Howler plays track 4; the idle MSE element prepares track 5, which then plays there.
    engine.preload(url('e'), albumTrack(4));
    expect(mse.take()).toEqual([`preload ${url('e')}`]);
    engine.load(url('e'), { autoplay: true, track: albumTrack(4) });
    expect(howler.take()).toEqual(['unload']);
    expect(mse.take()).toEqual([`load ${url('e')}@0 autoplay`]);
    expect(engine.engineKind()).toBe('mse');
  });

  test('clearing the preload stops the flow into it, or releases what MSE prepared', () => {
    const { engine, howler, mse } = switching();
    engine.load(url('a'), { autoplay: true, track: albumTrack(0) });
    mse.take();
    engine.clearPreload();
    expect(mse.take()).toEqual(['clearPreload']);

    engine.load(url('s'), { autoplay: true, track: single });
    engine.preload(url('e'), albumTrack(4));
    mse.take();
    engine.clearPreload();
    expect(mse.take()).toEqual(['unload']);
    expect(howler.take()).toContain(`load ${url('s')}@0 autoplay`);
  });

  test('controls reach the engine playing the current track; settings reach both', () => {
    const { engine, howler, mse } = switching();
    expect(engine.position()).toBe(0);
    expect(engine.engineKind()).toBeNull();
    engine.load(url('a'), { autoplay: false, track: albumTrack(0) });
    mse.take();
    howler.take();
    mse.positionValue = 12;
    mse.durationValue = 30;
    engine.play();
    engine.seek(20);
    engine.pause();
    engine.stop();
    engine.setLoop(true);
    engine.setPriority(true);
    expect(engine.position()).toBe(12);
    expect(engine.duration()).toBe(30);
    expect(mse.take()).toEqual(['play', 'seek 20', 'pause', 'stop', 'loop true', 'priority true']);
    expect(howler.take()).toEqual(['loop true', 'priority true']);

    engine.unload();
    engine.destroy();
    expect(mse.take()).toEqual(['unload', 'destroy']);
    expect(howler.take()).toEqual(['unload', 'destroy']);
    expect(engine.engineKind()).toBeNull();
  });
});
