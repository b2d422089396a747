import { jest } from '@jest/globals';
import { allSettled, fork } from 'effector';
import { playerStoreValues, playerTrackFixture } from '@/entities/player/index.testing';
import type { PeaksReply } from '../api/fetch-peaks';
import { $currentPeaks, fetchPeaksFx, peaksWanted } from './waveform';

const URL = '/api/media/peaks/audio/t-1/m1/peaks.json';
const REPLY: PeaksReply = { peaks: [0.2, 0.9, 0.4], durationS: 225 };

function scopeWith(
  fetchPeaks: (url: string) => Promise<PeaksReply>,
  peaksUrl: string | null = URL,
) {
  const handler = jest.fn(fetchPeaks);
  const scope = fork({
    values: playerStoreValues({ track: playerTrackFixture({ peaksUrl }) }),
    handlers: [[fetchPeaksFx, handler]],
  });
  return { scope, handler };
}

describe('the current track’s waveform', () => {
  test('is fetched when a seek bar wants it, once, and kept', async () => {
    const { scope, handler } = scopeWith(() => Promise.resolve(REPLY));
    expect(scope.getState($currentPeaks)).toEqual({ status: 'loading' });

    await Promise.all([
      allSettled(peaksWanted, { scope, params: URL }),
      allSettled(peaksWanted, { scope, params: URL }),
    ]);
    expect(scope.getState($currentPeaks)).toEqual({ status: 'ready', ...REPLY });

    await allSettled(peaksWanted, { scope, params: URL });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith(URL);
  });

  test('a failure leaves it failed, and the next want tries again', async () => {
    let fail = true;
    const { scope, handler } = scopeWith(() =>
      fail ? Promise.reject(new Error('offline')) : Promise.resolve(REPLY),
    );
    await allSettled(peaksWanted, { scope, params: URL });
    expect(scope.getState($currentPeaks)).toEqual({ status: 'failed' });

    fail = false;
    await allSettled(peaksWanted, { scope, params: URL });
    expect(scope.getState($currentPeaks)).toEqual({ status: 'ready', ...REPLY });
    expect(handler).toHaveBeenCalledTimes(2);
  });

  test('a track without peaks has none', () => {
    const { scope } = scopeWith(() => Promise.resolve(REPLY), null);
    expect(scope.getState($currentPeaks)).toBeNull();
  });
});
