import { allSettled, fork } from 'effector';
import * as player from './player';
import { a, b, c, fire, ids, list, play, playing, state, track } from '../testing/player-test-kit';

describe('play a track', () => {
  test('sets the playlist, the current index, progress 0 and playing', async () => {
    const scope = fork({ values: [[player.$progress, 42]] });
    await play(scope, c);

    expect(ids(scope.getState(player.$playlist))).toEqual(['a', 'b', 'c', 'd']);
    expect(scope.getState(player.$originalPlaylist)).toBe(list);
    expect(state(scope)).toEqual({ index: 2, current: 'c', playing: true, progress: 0 });
    expect(scope.getState(player.$hasTrack)).toBe(true);
  });

  test('a track that is not in the list plays as a list of itself', async () => {
    const stray = track('x');
    const scope = await playing(stray, [a, b]);

    expect(ids(scope.getState(player.$playlist))).toEqual(['x']);
    expect(ids(scope.getState(player.$originalPlaylist))).toEqual(['x']);
    expect(state(scope)).toMatchObject({ index: 0, current: 'x' });
  });

  test('nothing is current before anything was played', () => {
    const scope = fork();
    expect(scope.getState(player.$currentTrack)).toBeNull();
    expect(scope.getState(player.$hasTrack)).toBe(false);
    expect(state(scope)).toEqual({ index: -1, current: null, playing: false, progress: 0 });
  });
});

describe('play, pause and stop', () => {
  test('pause stops playing and keeps the position; play resumes', async () => {
    const scope = await playing();
    await allSettled(player.progressUpdated, { scope, params: 12 });
    await fire(scope, player.paused);
    expect(state(scope)).toMatchObject({ playing: false, progress: 12 });

    await fire(scope, player.played);
    expect(state(scope)).toMatchObject({ playing: true, progress: 12, current: 'a' });
  });

  test('stop: not playing, progress 0, the track stays current', async () => {
    const scope = await playing(b);
    await allSettled(player.progressUpdated, { scope, params: 30 });
    await fire(scope, player.stopped);
    expect(state(scope)).toEqual({ index: 1, current: 'b', playing: false, progress: 0 });
  });
});

describe('progress and seek', () => {
  test('moves only by at least 0.25 s', async () => {
    const scope = await playing();
    await allSettled(player.progressUpdated, { scope, params: 0.2 });
    expect(scope.getState(player.$progress)).toBe(0);
    await allSettled(player.progressUpdated, { scope, params: 0.25 });
    expect(scope.getState(player.$progress)).toBe(0.25);
    await allSettled(player.progressUpdated, { scope, params: 0.4 });
    expect(scope.getState(player.$progress)).toBe(0.25);
    await allSettled(player.progressUpdated, { scope, params: 0 });
    expect(scope.getState(player.$progress)).toBe(0);
  });

  test('a seek always applies, clamped to 0 and the duration', async () => {
    const scope = await playing();
    await allSettled(player.seekRequested, { scope, params: 0.1 });
    expect(scope.getState(player.$progress)).toBe(0.1);
    await allSettled(player.seekRequested, { scope, params: 500 });
    expect(scope.getState(player.$progress)).toBe(200);
    await allSettled(player.seekRequested, { scope, params: -3 });
    expect(scope.getState(player.$progress)).toBe(0);
  });

  test('a seek before any duration is known is only kept non-negative', async () => {
    const scope = fork();
    await allSettled(player.seekRequested, { scope, params: 75 });
    expect(scope.getState(player.$progress)).toBe(75);
  });
});

describe('duration', () => {
  test('on start: the track’s own duration, else 30 s with a preview, else 180 s', async () => {
    const scope = await playing(a);
    expect(scope.getState(player.$duration)).toBe(200);
    await play(scope, track('p', { duration: 0, previewPath: 'previews/p.mp3' }));
    expect(scope.getState(player.$duration)).toBe(30);
    await play(scope, track('f', { duration: 0 }));
    expect(scope.getState(player.$duration)).toBe(180);
  });

  test.each([
    [215.4, 215.4],
    [3600, 3600],
    [215_400, 215.4],
    [0, 180],
    [Number.NaN, 180],
    [-5, 180],
  ])('the engine reports %p → %p s', async (reported, expected) => {
    const scope = await playing(track('f', { duration: 0 }), []);
    await allSettled(player.durationUpdated, { scope, params: reported });
    expect(scope.getState(player.$duration)).toBe(expected);
  });
});

describe('audio address', () => {
  test('sets the address of the given track only', async () => {
    const scope = await playing(a);
    await allSettled(player.audioUrlResolved, { scope, params: { trackId: 'a', url: 'u-a' } });
    await allSettled(player.audioUrlResolved, { scope, params: { trackId: 'b', url: 'u-b' } });

    expect(scope.getState(player.$currentTrack)?.audioUrl).toBe('u-a');
    expect(scope.getState(player.$audioUrls)).toEqual({ a: 'u-a', b: 'u-b' });
    await fire(scope, player.nextPressed);
    expect(scope.getState(player.$currentTrack)?.audioUrl).toBe('u-b');
    await fire(scope, player.nextPressed);
    expect(scope.getState(player.$currentTrack)?.audioUrl).toBeNull();
  });
});

describe('volume and mute', () => {
  test.each([
    [0.333, 0.33],
    [1.5, 1],
    [-1, 0],
    [0.4, 0.4],
  ])('volume %p → %p', async (requested, expected) => {
    const scope = fork();
    await allSettled(player.volumeChanged, { scope, params: requested });
    expect(scope.getState(player.$volume)).toBe(expected);
    expect(scope.getState(player.$muted)).toBe(expected === 0);
  });

  test('starts at 0.75, unmuted', () => {
    const scope = fork();
    expect(scope.getState(player.$volume)).toBe(0.75);
    expect(scope.getState(player.$muted)).toBe(false);
  });

  test('volume 0 (or below) is muted; raising it unmutes', async () => {
    const scope = fork();
    await allSettled(player.volumeChanged, { scope, params: 0 });
    expect(scope.getState(player.$muted)).toBe(true);
    await allSettled(player.volumeChanged, { scope, params: -0.2 });
    expect(scope.getState(player.$muted)).toBe(true);
    await allSettled(player.volumeChanged, { scope, params: 0.2 });
    expect(scope.getState(player.$muted)).toBe(false);
  });

  test('mute sets 0; unmute restores 0.75 even when the volume was 0.4 (spec §9)', async () => {
    const scope = fork();
    await allSettled(player.volumeChanged, { scope, params: 0.4 });
    await fire(scope, player.muteToggled);
    expect([scope.getState(player.$volume), scope.getState(player.$muted)]).toEqual([0, true]);
    await fire(scope, player.muteToggled);
    expect([scope.getState(player.$volume), scope.getState(player.$muted)]).toEqual([0.75, false]);
  });

  test('unmuting after the slider went to 0 restores 0.75', async () => {
    const scope = fork();
    await allSettled(player.volumeChanged, { scope, params: 0 });
    await fire(scope, player.muteToggled);
    expect([scope.getState(player.$volume), scope.getState(player.$muted)]).toEqual([0.75, false]);
  });
});
