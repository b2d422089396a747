import { jest } from '@jest/globals';
import { allSettled, createEvent, createStore, createWatch, fork, type Scope } from 'effector';
import { $currentIndex, $playlist, audioUrlResolved, nextPressed } from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { LyricsNotFoundError } from '../api/fetch-lyrics';
import type { LyricsTrackInput } from '../lib/lyrics-track';
import { followPlayerLyrics } from './follow-player';
import { fetchLyricsFx, lyricsRequested } from './lyrics';

const track = (id: string) => playerTrackFixture({ id, title: `Song ${id}` });

// One view for the whole file: a follower is wired once, at the top level of a view's model.
const shownChanged = createEvent<boolean>();
const $shown = createStore(false).on(shownChanged, (_, shown) => shown);
followPlayerLyrics($shown);

function setup({ withTrack = true } = {}) {
  const scope = fork({
    values: [
      [$playlist, withTrack ? [track('a'), track('b')] : []],
      [$currentIndex, withTrack ? 0 : -1],
    ],
    handlers: [[fetchLyricsFx, () => Promise.reject(new LyricsNotFoundError())]],
  });
  const requests = jest.fn<(input: LyricsTrackInput | null) => void>();
  createWatch({ unit: lyricsRequested, scope, fn: requests });
  return { scope, requests };
}

const show = (scope: Scope, shown: boolean) => allSettled(shownChanged, { scope, params: shown });

describe('followPlayerLyrics', () => {
  test('asks for the current track, with only the fields lyrics need, when the view shows', async () => {
    const { scope, requests } = setup();
    await show(scope, true);
    expect(requests).toHaveBeenCalledTimes(1);
    expect(requests).toHaveBeenCalledWith({
      id: 'a',
      artistName: 'Neon Harbor',
      title: 'Song a',
      albumName: 'Tides',
      duration: 225,
    });
    await show(scope, false);
    expect(requests).toHaveBeenCalledTimes(1);
  });

  test('asks again when a track starts under it, not when its address arrives', async () => {
    const { scope, requests } = setup();
    await show(scope, true);
    await allSettled(audioUrlResolved, { scope, params: { trackId: 'a', url: 'blob:a' } });
    expect(requests).toHaveBeenCalledTimes(1);
    await allSettled(nextPressed, { scope });
    expect(requests).toHaveBeenCalledTimes(2);
    expect(requests).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'b' }));
  });

  test('never asks while hidden, nor without a track', async () => {
    const hidden = setup();
    await allSettled(nextPressed, { scope: hidden.scope });
    expect(hidden.requests).not.toHaveBeenCalled();

    const empty = setup({ withTrack: false });
    await show(empty.scope, true);
    expect(empty.requests).not.toHaveBeenCalled();
  });
});
