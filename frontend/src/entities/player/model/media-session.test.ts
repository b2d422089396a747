import { jest } from '@jest/globals';
import { allSettled, type Scope } from 'effector';
import { installFakeMediaSession } from '@/shared/lib/testing';
import { FakeAudioEngine, startedPlayer, trackFixture } from '../testing/engine-test-kit';
import {
  $currentIndex,
  $isPlaying,
  $progress,
  paused,
  progressUpdated,
  trackPlayed,
} from './player';

const a = trackFixture('a', {
  albumName: 'Night Ferry',
  albumArtwork: '/media/artwork/night-ferry.webp',
});
const b = trackFixture('b');
const c = trackFixture('c');

let fake: ReturnType<typeof installFakeMediaSession>;
beforeEach(() => {
  fake = installFakeMediaSession();
});
afterEach(() => {
  fake.uninstall();
});

/** A started player playing b from [a, b, c], 50 s in. */
async function playingB(): Promise<Scope> {
  const scope = await startedPlayer(new FakeAudioEngine());
  await allSettled(trackPlayed, { scope, params: { track: b, playlist: [a, b, c] } });
  await allSettled($progress, { scope, params: 50 });
  return scope;
}

async function press(scope: Scope, ...args: Parameters<typeof fake.session.press>) {
  fake.session.press(...args);
  await allSettled(scope);
}

describe('the Media Session', () => {
  test('its buttons drive the player', async () => {
    const scope = await playingB();

    await press(scope, 'pause');
    expect(scope.getState($isPlaying)).toBe(false);
    await press(scope, 'play');
    expect(scope.getState($isPlaying)).toBe(true);

    await press(scope, 'seekbackward');
    expect(scope.getState($progress)).toBe(40);
    await press(scope, 'seekforward', { seekOffset: 5 });
    expect(scope.getState($progress)).toBe(45);
    await press(scope, 'seekto', { seekTime: 120 });
    expect(scope.getState($progress)).toBe(120);

    await press(scope, 'nexttrack');
    expect(scope.getState($currentIndex)).toBe(2);
    await press(scope, 'previoustrack');
    await press(scope, 'previoustrack');
    expect(scope.getState($currentIndex)).toBe(0);

    await press(scope, 'stop');
    expect(scope.getState($isPlaying)).toBe(false);
    expect(scope.getState($progress)).toBe(0);
  });

  test('shows what plays, with the album artwork', async () => {
    const scope = await startedPlayer(new FakeAudioEngine());
    await allSettled(trackPlayed, { scope, params: { track: a, playlist: [a, b, c] } });
    expect(fake.session.metadata).toEqual({
      title: 'Song a',
      artist: 'Neon Harbor',
      album: 'Night Ferry',
      artwork: [{ src: '/media/artwork/night-ferry.webp' }],
    });
    expect(fake.session.playbackState).toBe('playing');

    await allSettled(paused, { scope });
    expect(fake.session.playbackState).toBe('paused');
  });

  test('the position follows seeks at once and progress about once a second', async () => {
    const scope = await playingB();
    fake.session.positions = [];

    await press(scope, 'seekto', { seekTime: 60 });
    expect(fake.session.positions).toEqual([{ duration: 200, position: 60, playbackRate: 1 }]);

    jest.useFakeTimers();
    try {
      for (let second = 60.25; second <= 62; second += 0.25) {
        void allSettled(progressUpdated, { scope, params: second });
        await jest.advanceTimersByTimeAsync(250);
      }
      await jest.advanceTimersByTimeAsync(1000);
    } finally {
      jest.useRealTimers();
    }
    const positions = fake.session.positions.map((state) => state.position);
    expect(positions.length).toBeLessThanOrEqual(4);
    expect(positions.at(-1)).toBe(62);
  });
});
