import { jest } from '@jest/globals';
import { allSettled, createWatch, type Scope } from 'effector';
import { audioUrlResolved, nextPressed } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { lyricsRequested, type LyricsTrackInput } from '@/features/lyrics';
import { lyricsServiceReply } from '@/features/lyrics/index.testing';
import { fullPlayerClosed, fullPlayerOpened } from '@/features/player-controls';
import { playerScope } from '../testing/player-fixtures';
import { $showsLyrics, lyricsToggled } from './lyrics-view';

function watchRequests(scope: Scope) {
  const requests = jest.fn<(track: LyricsTrackInput | null) => void>();
  createWatch({ unit: lyricsRequested, scope, fn: requests });
  return requests;
}

const fire = (scope: Scope, unit: typeof lyricsToggled) => allSettled(unit, { scope });

describe('the full player lyrics view', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(lyricsServiceReply);
  });

  test('turning the lyrics on asks for the current track', async () => {
    const scope = playerScope({ open: true });
    const requests = watchRequests(scope);

    await fire(scope, lyricsToggled);

    expect(scope.getState($showsLyrics)).toBe(true);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenCalledWith({
      id: 't-1',
      artistName: 'Neon Harbor',
      title: 'Night Ferry',
      albumName: 'Tides',
      duration: 225,
    });

    await fire(scope, lyricsToggled);
    expect(scope.getState($showsLyrics)).toBe(false);
    expect(requests).toHaveBeenCalledTimes(1);
  });

  test('a new track under the lyrics is asked for; its signed address arriving is not', async () => {
    const second = playerTrackFixture({ id: 't-2', title: 'Low Tide' });
    const scope = playerScope({ open: true, playlist: [playerTrackFixture(), second] });
    await fire(scope, lyricsToggled);
    const requests = watchRequests(scope);

    await allSettled(audioUrlResolved, { scope, params: { trackId: 't-1', url: 'blob:a' } });
    expect(requests).not.toHaveBeenCalled();

    await allSettled(nextPressed, { scope });
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't-2' }));
  });

  test('nothing is asked while the sheet is collapsed, and reopening on the lyrics asks', async () => {
    const scope = playerScope({
      open: true,
      playlist: [playerTrackFixture(), playerTrackFixture({ id: 't-2' })],
    });
    await fire(scope, lyricsToggled);
    await fire(scope, fullPlayerClosed);
    const requests = watchRequests(scope);

    await allSettled(nextPressed, { scope });
    expect(requests).not.toHaveBeenCalled();

    await fire(scope, fullPlayerOpened);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't-2' }));
  });

  test('the artwork view never asks', async () => {
    const scope = playerScope({ open: false });
    const requests = watchRequests(scope);
    await fire(scope, fullPlayerOpened);
    await allSettled(nextPressed, { scope });
    expect(requests).not.toHaveBeenCalled();
  });
});
