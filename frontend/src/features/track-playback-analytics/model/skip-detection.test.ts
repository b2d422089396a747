import {
  nextPressed,
  paused,
  previousPressed,
  progressUpdated,
  trackEnded,
} from '@/entities/player';
import {
  a,
  b,
  c,
  d,
  list,
  setupTracker,
  track,
  fakeTimersForEachTest,
  type Sent,
} from '../testing/tracking-test-kit';

fakeTimersForEachTest();

const skips = (sent: Sent[]) => sent.filter(([type]) => type.startsWith('skip_'));

describe('skip detection (spec §4: after 100 ms, user_skip)', () => {
  test('next: skip_forward for the track that was left, 100 ms after the change', async () => {
    const { play, fire, wait, sent, reports } = setupTracker();
    play(a);
    fire(progressUpdated, 50);
    await wait(50_000);
    fire(nextPressed);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['play_start', 'b', 0],
    ]);
    await wait(99);
    expect(skips(sent())).toEqual([]);
    await wait(1);
    expect(sent()[2]).toEqual(['skip_forward', 'a', 50_000]);
    expect(reports()[2]).toMatchObject({ track: a, positionSeconds: 50, durationSeconds: 200 });
  });

  test('previous: skip_backward', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(c);
    await wait(10_000);
    fire(previousPressed);
    await wait(100);
    expect(skips(sent())).toEqual([['skip_backward', 'c', 10_000]]);
  });

  test('wraps keep their direction: last → first by next is forward, first → last backward', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(d);
    await wait(1000);
    fire(nextPressed);
    await wait(1000);
    fire(previousPressed);
    await wait(100);
    expect(skips(sent())).toEqual([
      ['skip_forward', 'd', 1000],
      ['skip_backward', 'a', 1000],
    ]);
  });

  test('a track picked in the list: forward when later, backward when earlier', async () => {
    const { play, wait, sent } = setupTracker();
    play(b);
    await wait(1000);
    play(d);
    await wait(2000);
    play(a);
    await wait(100);
    expect(skips(sent())).toEqual([
      ['skip_forward', 'b', 1000],
      ['skip_backward', 'd', 2000],
    ]);
  });

  test('a track from another list: the left track is reported as skipped forward', async () => {
    const { play, wait, sent } = setupTracker();
    play(c);
    await wait(1000);
    const other = [track('p'), track('q')];
    play(other[0] ?? a, other);
    await wait(100);
    expect(skips(sent())).toEqual([['skip_forward', 'c', 1000]]);
  });

  test('quick changes: each left track is reported, each after its own 100 ms', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    await wait(5000);
    fire(nextPressed);
    await wait(40);
    fire(nextPressed);
    await wait(60);
    expect(skips(sent())).toEqual([['skip_forward', 'a', 5000]]);
    await wait(40);
    expect(skips(sent())).toEqual([
      ['skip_forward', 'a', 5000],
      ['skip_forward', 'b', 40],
    ]);
    expect(
      sent()
        .filter(([type]) => type === 'play_start')
        .map(([, id]) => id),
    ).toEqual(['a', 'b', 'c']);
  });

  test('no skip when the end of a track moved the player on, even at the end of the list', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(d);
    await wait(200_000);
    fire(trackEnded);
    await wait(200_000);
    fire(trackEnded);
    await wait(1000);
    expect(skips(sent())).toEqual([]);
    expect(sent().filter(([type]) => type === 'track_complete')).toEqual([
      ['track_complete', 'd', 200_000],
      ['track_complete', 'a', 200_000],
    ]);
  });

  test('the same track started again is no skip (its count starts over)', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a, [a]);
    await wait(3000);
    fire(nextPressed);
    await wait(100);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['play_start', 'a', 0],
    ]);
  });

  test('a paused track that is left is reported with the time heard before the pause', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a, list);
    await wait(8000);
    fire(paused);
    await wait(30_000);
    fire(nextPressed);
    await wait(100);
    expect(skips(sent())).toEqual([['skip_forward', 'a', 8000]]);
  });
});
