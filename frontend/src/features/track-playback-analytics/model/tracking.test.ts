import {
  durationUpdated,
  loopToggled,
  paused,
  played,
  progressUpdated,
  seekRequested,
  stopped,
  trackEnded,
} from '@/entities/player';
import { a, b, setupTracker, track, fakeTimersForEachTest } from '../testing/tracking-test-kit';
import { pageHidden } from './tracking';

fakeTimersForEachTest();

describe('play_start', () => {
  test('a track that starts playing is reported at once, from 0, with its duration', () => {
    const { play, reports } = setupTracker();
    play(b);
    expect(reports()).toEqual([
      {
        eventType: 'play_start',
        track: b,
        listeningMs: 0,
        positionSeconds: 0,
        durationSeconds: 200,
      },
    ]);
  });

  test('resets the accumulated listening time (the same track played again)', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    await wait(4000);
    fire(paused);
    play(a);
    await wait(2000);
    fire(paused);
    await wait(500);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['pause', 'a', 4000],
      ['play_start', 'a', 0],
      ['pause', 'a', 2000],
    ]);
  });

  test('uses the fallback duration until the engine knows better', async () => {
    const { play, fire, wait, reports } = setupTracker();
    play(track('x', 0), []);
    fire(durationUpdated, 215_400);
    await wait(1000);
    fire(paused);
    expect(reports().map((report) => report.durationSeconds)).toEqual([180, 215.4]);
  });
});

describe('pause and play_resume', () => {
  test('pause adds the elapsed time; time spent paused never counts', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    await wait(3000);
    fire(paused);
    await wait(60_000);
    fire(played);
    await wait(2000);
    fire(paused);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['pause', 'a', 3000],
      ['play_resume', 'a', 3000],
      ['pause', 'a', 5000],
    ]);
  });

  test('play while playing and pause while paused report nothing', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    fire(played);
    await wait(1000);
    fire(paused);
    fire(paused);
    fire(pageHidden);
    fire(played);
    fire(played);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['pause', 'a', 1000],
      ['play_resume', 'a', 1000],
    ]);
  });

  test('reports where playback was: progress and seeks', async () => {
    const { play, fire, wait, reports } = setupTracker();
    play(a);
    fire(progressUpdated, 30);
    await wait(30_000);
    fire(paused);
    fire(seekRequested, 150);
    fire(played);
    expect(reports().slice(1)).toMatchObject([
      { eventType: 'pause', positionSeconds: 30, durationSeconds: 200 },
      { eventType: 'play_resume', positionSeconds: 150, durationSeconds: 200 },
    ]);
  });

  test('a stop counts as a pause, at the position it stopped (not the reset 0)', async () => {
    const { play, fire, wait, reports } = setupTracker();
    play(a);
    fire(progressUpdated, 42);
    await wait(42_000);
    fire(stopped);
    expect(reports()[1]).toMatchObject({
      eventType: 'pause',
      listeningMs: 42_000,
      positionSeconds: 42,
    });
  });

  test('the page going away reports a playing track as paused', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    await wait(7000);
    fire(pageHidden);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['pause', 'a', 7000],
    ]);
  });
});

describe('track_complete', () => {
  test('the end of a track: complete with all the time heard, then the next one starts', async () => {
    const { play, fire, wait, sent, reports } = setupTracker();
    play(a);
    fire(progressUpdated, 199.8);
    await wait(200_000);
    fire(trackEnded);
    await wait(1000);
    // The player moves on within the same event; whichever the tracker hears first, it is no skip.
    expect(sent()).toHaveLength(3);
    expect(sent()).toEqual(
      expect.arrayContaining([
        ['play_start', 'a', 0],
        ['track_complete', 'a', 200_000],
        ['play_start', 'b', 0],
      ]),
    );
    const complete = reports().find((report) => report.eventType === 'track_complete');
    expect(complete).toMatchObject({ positionSeconds: 200, durationSeconds: 200 });
  });

  test('a loop: complete, then a fresh play_start of the same track', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a);
    fire(loopToggled);
    await wait(200_000);
    fire(trackEnded);
    await wait(50_000);
    fire(paused);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['track_complete', 'a', 200_000],
      ['play_start', 'a', 0],
      ['pause', 'a', 50_000],
    ]);
  });

  test('a single track ends and stops: no pause after the complete; play starts it afresh', async () => {
    const { play, fire, wait, sent } = setupTracker();
    play(a, [a]);
    await wait(200_000);
    fire(trackEnded);
    await wait(5000);
    fire(played);
    expect(sent()).toEqual([
      ['play_start', 'a', 0],
      ['track_complete', 'a', 200_000],
      ['play_start', 'a', 0],
    ]);
  });

  test('an end with nothing being heard reports nothing', () => {
    const { fire, sent } = setupTracker();
    fire(trackEnded);
    fire(paused);
    fire(played);
    expect(sent()).toEqual([]);
  });
});
