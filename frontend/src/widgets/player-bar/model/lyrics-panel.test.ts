import { jest } from '@jest/globals';
import { allSettled, createWatch, fork, type Scope } from 'effector';
import { $currentIndex, audioUrlResolved, nextPressed } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { lyricsRequested, type LyricsTrackInput } from '@/features/lyrics';
import { lyricsServiceReply } from '@/features/lyrics/index.testing';
import { playerScope } from '../testing/player-fixtures';
import { $isLyricsPanelOpen, lyricsPanelClosed, lyricsPanelToggled } from './lyrics-panel';

function watchRequests(scope: Scope) {
  const requests = jest.fn<(track: LyricsTrackInput | null) => void>();
  createWatch({ unit: lyricsRequested, scope, fn: requests });
  return requests;
}

const fire = (scope: Scope, unit: typeof lyricsPanelToggled) => allSettled(unit, { scope });
const twoTracks = () =>
  playerScope({ playlist: [playerTrackFixture(), playerTrackFixture({ id: 't-2' })] });

describe('the player bar lyrics panel', () => {
  beforeEach(() => {
    jest.spyOn(globalThis, 'fetch').mockImplementation(lyricsServiceReply);
  });

  test('opening it asks for the current track; closing it does not', async () => {
    const scope = playerScope();
    const requests = watchRequests(scope);

    await fire(scope, lyricsPanelToggled);
    expect(scope.getState($isLyricsPanelOpen)).toBe(true);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenCalledWith({
      id: 't-1',
      artistName: 'Neon Harbor',
      title: 'Night Ferry',
      albumName: 'Tides',
      duration: 225,
    });

    await fire(scope, lyricsPanelToggled);
    expect(scope.getState($isLyricsPanelOpen)).toBe(false);
    await fire(scope, lyricsPanelToggled);
    await fire(scope, lyricsPanelClosed);
    expect(scope.getState($isLyricsPanelOpen)).toBe(false);
    expect(requests).toHaveBeenCalledTimes(2);
  });

  test('a new track under the open panel is asked for; its signed address arriving is not', async () => {
    const scope = twoTracks();
    await fire(scope, lyricsPanelToggled);
    const requests = watchRequests(scope);

    await allSettled(audioUrlResolved, { scope, params: { trackId: 't-1', url: 'blob:a' } });
    expect(requests).not.toHaveBeenCalled();

    await allSettled(nextPressed, { scope });
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenLastCalledWith(expect.objectContaining({ id: 't-2' }));
  });

  test('nothing is asked while it is closed', async () => {
    const scope = twoTracks();
    const requests = watchRequests(scope);
    await allSettled(nextPressed, { scope });
    expect(requests).not.toHaveBeenCalled();
  });

  test('needs a track: it does not open without one, and closes if the player loses it', async () => {
    const empty = fork();
    await fire(empty, lyricsPanelToggled);
    expect(empty.getState($isLyricsPanelOpen)).toBe(false);

    const scope = playerScope({ lyricsOpen: true });
    await allSettled($currentIndex, { scope, params: -1 });
    expect(scope.getState($isLyricsPanelOpen)).toBe(false);
  });
});
