import { audioUrlResolved, played, queueRestored } from '@/entities/player';
import { a, b, c, fakeTimersForEachTest, setupTracker } from '../testing/tracking-test-kit';
import './tracking';

fakeTimersForEachTest();

describe('a queue restored on start (docs/adr/0048)', () => {
  test('is no play until the listener plays it; then it is one play_start', async () => {
    const { fire, wait, sent } = setupTracker({ token: 'token-1' });
    fire(queueRestored, {
      playlist: [a, b, c],
      originalPlaylist: [a, b, c],
      index: 1,
      position: 80,
      duration: 200,
      shuffling: false,
      looping: false,
    });
    await wait(5000);
    expect(sent()).toEqual([]);

    fire(played);
    // The address arrives and the player plays on (a second `played`): no second start.
    fire(audioUrlResolved, { trackId: 'b', url: '/api/media/stream/b.mp3?exp=9999999999' });
    await wait(3000);
    expect(sent()).toEqual([['play_start', 'b', 0]]);
  });
});
