import { allSettled, createWatch, type Scope } from 'effector';
import {
  FakeAudioEngine,
  resolveUrl,
  startedPlayer,
  trackA,
  trackB,
  trackC,
  urlOf,
} from '../testing/engine-test-kit';
import {
  $currentTrack,
  $duration,
  $isLooping,
  $isPlaying,
  $isShuffling,
  $progress,
  nextPressed,
  paused,
  played,
  queueRestored,
  type QueueRestoredPayload,
  seekRequested,
  trackAddressWanted,
  trackStarted,
} from './player';

/** b of [a, b, c], 95 s in, shuffle on: as a queue saved yesterday comes back. */
const saved: QueueRestoredPayload = {
  playlist: [trackA, trackB, trackC],
  originalPlaylist: [trackA, trackB, trackC],
  index: 1,
  position: 95,
  duration: 200,
  shuffling: true,
  looping: false,
};

/** A started player with the saved queue restored; what it asked for is recorded. */
async function restored() {
  const engine = new FakeAudioEngine();
  const scope = await startedPlayer(engine);
  const wanted: string[] = [];
  const started: string[] = [];
  createWatch({ unit: trackAddressWanted, scope, fn: (track) => wanted.push(track.id) });
  createWatch({ unit: trackStarted, scope, fn: (track) => started.push(track.id) });
  engine.take();
  await allSettled(queueRestored, { scope, params: saved });
  return { engine, scope, wanted, started };
}

const shown = (scope: Scope) => ({
  track: scope.getState($currentTrack)?.id,
  playing: scope.getState($isPlaying),
  progress: scope.getState($progress),
  duration: scope.getState($duration),
  shuffling: scope.getState($isShuffling),
  looping: scope.getState($isLooping),
});

describe('a restored queue (docs/adr/0048)', () => {
  test('shows its track paused at its position, and loads nothing', async () => {
    const { engine, scope, wanted, started } = await restored();
    expect(shown(scope)).toEqual({
      track: 'b',
      playing: false,
      progress: 95,
      duration: 200,
      shuffling: true,
      looping: false,
    });
    expect(engine.take()).toEqual([]);
    expect(wanted).toEqual([]);
    // No start: nothing is counted as played (analytics) and the position stays.
    expect(started).toEqual([]);
  });

  test('play asks for the address, then starts the sound at the restored position', async () => {
    const { engine, scope, wanted, started } = await restored();
    await allSettled(played, { scope });
    expect(wanted).toEqual(['b']);
    expect(scope.getState($isPlaying)).toBe(true);
    expect(engine.take()).toEqual([]);

    await resolveUrl(scope, 'b');
    expect(engine.take()).toEqual([`load ${urlOf('b')}@95 autoplay`]);
    expect(started).toEqual([]);
    expect(scope.getState($progress)).toBe(95);
  });

  test('once loaded, pause and play act on the sound as usual: no second address', async () => {
    const { engine, scope, wanted } = await restored();
    await allSettled(played, { scope });
    await resolveUrl(scope, 'b');
    engine.take();
    await allSettled(paused, { scope });
    await allSettled(played, { scope });
    expect(engine.take()).toEqual(['pause', 'play']);
    expect(wanted).toEqual(['b']);
  });

  test('a seek before play moves where it starts', async () => {
    const { engine, scope } = await restored();
    await allSettled(seekRequested, { scope, params: 30 });
    expect(engine.take()).toEqual([]);
    await allSettled(played, { scope });
    await resolveUrl(scope, 'b');
    expect(engine.take()).toEqual([`load ${urlOf('b')}@30 autoplay`]);
  });

  test('paused again before the address came: nothing plays, the next play loads it there', async () => {
    const { engine, scope } = await restored();
    await allSettled(played, { scope });
    await allSettled(paused, { scope });
    await resolveUrl(scope, 'b');
    expect(engine.take()).toEqual([]);

    await allSettled(played, { scope });
    expect(engine.take()).toEqual([`load ${urlOf('b')}@95 autoplay`]);
  });

  test('Next instead of play starts the next track from its beginning, as ever', async () => {
    const { engine, scope, wanted, started } = await restored();
    await allSettled(nextPressed, { scope });
    expect(started).toEqual(['c']);
    expect(shown(scope)).toMatchObject({ track: 'c', playing: true, progress: 0 });
    await resolveUrl(scope, 'c');
    expect(engine.take()).toEqual(['stop', `load ${urlOf('c')}@0 autoplay`]);
    // Play afterwards is the ordinary resume, not a restore's first play.
    await allSettled(paused, { scope });
    await allSettled(played, { scope });
    expect(wanted).toEqual([]);
  });
});
