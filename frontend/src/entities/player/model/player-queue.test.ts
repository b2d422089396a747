import { jest } from '@jest/globals';
import { allSettled, fork, type Scope } from 'effector';
import * as player from './player';
import {
  a,
  b,
  c,
  d,
  fire,
  ids,
  list,
  play,
  playing,
  recordStarts,
  state,
  track,
} from '../testing/player-test-kit';

const playlistIds = (scope: Scope) => ids(scope.getState(player.$playlist));

describe('next and previous', () => {
  test('next moves on and wraps from the last track to the first', async () => {
    const scope = await playing(c);
    await fire(scope, player.nextPressed);
    expect(state(scope)).toMatchObject({ index: 3, current: 'd', playing: true });
    await fire(scope, player.nextPressed);
    expect(state(scope)).toMatchObject({ index: 0, current: 'a', playing: true, progress: 0 });
  });

  test('previous moves back and wraps from the first track to the last', async () => {
    const scope = await playing(b);
    await fire(scope, player.previousPressed);
    expect(state(scope)).toMatchObject({ index: 0, current: 'a' });
    await fire(scope, player.previousPressed);
    expect(state(scope)).toMatchObject({ index: 3, current: 'd' });
  });

  test('a move starts the new track from 0, playing, with its own duration', async () => {
    const scope = await playing(a, [a, track('short', { duration: 0, previewPath: 'p.mp3' })]);
    await allSettled(player.progressUpdated, { scope, params: 50 });
    await fire(scope, player.paused);
    await fire(scope, player.nextPressed);
    expect(state(scope)).toMatchObject({ current: 'short', playing: true, progress: 0 });
    expect(scope.getState(player.$duration)).toBe(30);
  });

  test('with nothing to play, next and previous do nothing', async () => {
    const scope = fork();
    const started = recordStarts(scope);
    await fire(scope, player.nextPressed);
    await fire(scope, player.previousPressed);
    expect(state(scope)).toEqual({ index: -1, current: null, playing: false, progress: 0 });
    expect(started).toEqual([]);
  });
});

describe('the end of a track', () => {
  test('moves to the next track, and wraps at the end of the list', async () => {
    const scope = await playing(c);
    await fire(scope, player.trackEnded);
    expect(state(scope)).toEqual({ index: 3, current: 'd', playing: true, progress: 0 });
    await fire(scope, player.trackEnded);
    expect(state(scope)).toEqual({ index: 0, current: 'a', playing: true, progress: 0 });
  });

  test('while looping: the same track from 0, still playing, not started again', async () => {
    const scope = await playing(b);
    await fire(scope, player.loopToggled);
    await allSettled(player.progressUpdated, { scope, params: 199 });
    const started = recordStarts(scope);
    await fire(scope, player.trackEnded);
    expect(state(scope)).toEqual({ index: 1, current: 'b', playing: true, progress: 0 });
    expect(started).toEqual([]);
  });

  test('a single track without loop stops (not playing, progress 0)', async () => {
    const scope = await playing(a, [a]);
    await allSettled(player.progressUpdated, { scope, params: 199 });
    await fire(scope, player.trackEnded);
    expect(state(scope)).toEqual({ index: 0, current: 'a', playing: false, progress: 0 });
  });

  test('loop toggles on and off', async () => {
    const scope = await playing();
    await fire(scope, player.loopToggled);
    expect(scope.getState(player.$isLooping)).toBe(true);
    await fire(scope, player.loopToggled);
    expect(scope.getState(player.$isLooping)).toBe(false);
  });
});

describe('shuffle', () => {
  beforeEach(() => {
    // Fisher–Yates with 0 rotates the rest by one: [a, b, d] → [b, d, a].
    jest.spyOn(Math, 'random').mockReturnValue(0);
  });

  test('keeps the current track first, same set of tracks, original untouched', async () => {
    const scope = await playing(c);
    await fire(scope, player.shuffleToggled);

    expect(scope.getState(player.$isShuffling)).toBe(true);
    expect(playlistIds(scope)).toEqual(['c', 'b', 'd', 'a']);
    expect(state(scope)).toMatchObject({ index: 0, current: 'c', playing: true });
    expect(scope.getState(player.$originalPlaylist)).toBe(list);
  });

  test('un-shuffle restores the original order and the current track’s position', async () => {
    const scope = await playing(c);
    await fire(scope, player.shuffleToggled);
    await fire(scope, player.nextPressed);
    await fire(scope, player.nextPressed);
    expect(state(scope)).toMatchObject({ index: 2, current: 'd' });

    await fire(scope, player.shuffleToggled);
    expect(scope.getState(player.$isShuffling)).toBe(false);
    expect(playlistIds(scope)).toEqual(['a', 'b', 'c', 'd']);
    expect(state(scope)).toMatchObject({ index: 3, current: 'd', playing: true });
  });

  test('a start may turn shuffle on or off with it (Play all / Shuffle)', async () => {
    const scope = await playing(a);
    await allSettled(player.trackPlayed, {
      scope,
      params: { track: c, playlist: list, shuffle: true },
    });
    expect(scope.getState(player.$isShuffling)).toBe(true);
    expect(playlistIds(scope)).toEqual(['c', 'b', 'd', 'a']);
    expect(state(scope)).toMatchObject({ index: 0, current: 'c', playing: true });

    await allSettled(player.trackPlayed, {
      scope,
      params: { track: a, playlist: list, shuffle: false },
    });
    expect(scope.getState(player.$isShuffling)).toBe(false);
    expect(playlistIds(scope)).toEqual(['a', 'b', 'c', 'd']);

    // Without the flag a start keeps the mode as it is.
    await fire(scope, player.shuffleToggled);
    await allSettled(player.trackPlayed, { scope, params: { track: b, playlist: list } });
    expect(scope.getState(player.$isShuffling)).toBe(true);
    expect(state(scope)).toMatchObject({ index: 0, current: 'b' });
  });

  test('shuffling does not restart the track or move its position', async () => {
    const scope = await playing(b);
    await allSettled(player.progressUpdated, { scope, params: 42 });
    const started = recordStarts(scope);
    await fire(scope, player.shuffleToggled);
    await fire(scope, player.shuffleToggled);
    expect(started).toEqual([]);
    expect(state(scope)).toMatchObject({ current: 'b', progress: 42 });
  });

  test('playing a new list while shuffling shuffles it around the chosen track', async () => {
    const scope = await playing(a);
    await fire(scope, player.shuffleToggled);
    const other = ['p', 'q', 'r', 's'].map((id) => track(id));
    await play(scope, other[2] ?? d, other);

    expect(playlistIds(scope)).toEqual(['r', 'q', 's', 'p']);
    expect(ids(scope.getState(player.$originalPlaylist))).toEqual(['p', 'q', 'r', 's']);
    expect(state(scope)).toMatchObject({ index: 0, current: 'r', playing: true });
    await fire(scope, player.shuffleToggled);
    expect(state(scope)).toMatchObject({ index: 2, current: 'r' });
  });

  test('with nothing playing it only flips the flag', async () => {
    const scope = fork();
    await fire(scope, player.shuffleToggled);
    expect(scope.getState(player.$isShuffling)).toBe(true);
    expect(state(scope)).toMatchObject({ index: -1, current: null });
  });
});

describe('trackStarted', () => {
  test('fires on every start: play, next, previous, the same track again', async () => {
    const scope = fork();
    const started = recordStarts(scope);
    await play(scope, a);
    await fire(scope, player.nextPressed);
    await fire(scope, player.previousPressed);
    await play(scope, a);
    await play(scope, a, [a]);
    await fire(scope, player.nextPressed);

    expect(started).toEqual(['a', 'b', 'a', 'a', 'a', 'a']);
  });

  test('fires when the end of a track starts the next one', async () => {
    const scope = await playing(c, list);
    const started = recordStarts(scope);
    await fire(scope, player.trackEnded);
    expect(started).toEqual(['d']);
  });

  test('does not fire on pause, play, seek, shuffle, loop or volume', async () => {
    const scope = await playing(b, list);
    const started = recordStarts(scope);
    for (const unit of [player.paused, player.played, player.shuffleToggled, player.loopToggled])
      await fire(scope, unit);
    await allSettled(player.seekRequested, { scope, params: 10 });
    await allSettled(player.volumeChanged, { scope, params: 0.5 });
    expect(started).toEqual([]);
  });
});
