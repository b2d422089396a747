import * as listening from './listening';
import { a, b, c, d, list } from '../testing/tracking-test-kit';

const heard = { positionSeconds: 40, durationSeconds: 200 };
const at = (now: number) => listening.start(a, now, 200).state;

describe('the listening state machine', () => {
  test('start: a fresh count, timer running', () => {
    expect(listening.start(a, 1000, 180)).toEqual({
      state: { track: a, startedAt: 1000, accumulatedMs: 0, paused: false },
      heard: { positionSeconds: 0, durationSeconds: 180 },
      report: {
        eventType: 'play_start',
        track: a,
        listeningMs: 0,
        positionSeconds: 0,
        durationSeconds: 180,
      },
    });
  });

  test('pause adds the running stretch; resume restarts the timer; pause again adds only the new stretch', () => {
    const paused = listening.pause(at(1000), 4000, heard);
    expect(paused?.state).toEqual({ track: a, startedAt: null, accumulatedMs: 3000, paused: true });
    const resumed = listening.play(paused?.state ?? at(0), 60_000, heard, null);
    expect(resumed?.report).toMatchObject({ eventType: 'play_resume', listeningMs: 3000 });
    expect(listening.pause(resumed?.state ?? at(0), 62_500, heard)?.report.listeningMs).toBe(5500);
  });

  test('steps that do not apply return null', () => {
    const pausedState = listening.pause(at(0), 10, heard)?.state ?? at(0);
    expect(listening.pause(listening.NOT_LISTENING, 10, heard)).toBeNull();
    expect(listening.pause(pausedState, 20, heard)).toBeNull();
    expect(listening.play(at(0), 10, heard, null)).toBeNull();
    expect(listening.play(listening.NOT_LISTENING, 10, heard, null)).toBeNull();
    expect(listening.complete(listening.NOT_LISTENING, 10, heard)).toBeNull();
  });

  test('complete reports the whole track and clears it, so the move that follows is no skip', () => {
    const done = listening.complete(at(0), 200_000, heard);
    expect(done?.report).toMatchObject({
      eventType: 'track_complete',
      listeningMs: 200_000,
      positionSeconds: 200,
    });
    expect(done?.state).toEqual(listening.NOT_LISTENING);
    const change = { to: b, move: 'next', playlist: list } as const;
    expect(listening.skip(listening.NOT_LISTENING, 200_000, heard, change)).toBeNull();
  });

  test('a skip reports the left track, measured when it was left', () => {
    const change = { to: b, move: 'next', playlist: list } as const;
    expect(listening.skip(at(0), 7000, heard, change)).toEqual({
      eventType: 'skip_forward',
      track: a,
      listeningMs: 7000,
      ...heard,
    });
  });

  test.each([
    ['next', 'a → b', a, b, 'skip_forward'],
    ['next', 'd → a (wrap)', d, a, 'skip_forward'],
    ['previous', 'b → a', b, a, 'skip_backward'],
    ['previous', 'a → d (wrap)', a, d, 'skip_backward'],
    ['pick', 'a → c', a, c, 'skip_forward'],
    ['pick', 'd → b', d, b, 'skip_backward'],
  ] as const)('%s %s → %s', (move, _, from, to, eventType) => {
    const state = listening.start(from, 0, 200).state;
    expect(listening.skip(state, 1, heard, { to, move, playlist: list })?.eventType).toBe(
      eventType,
    );
  });

  test('a picked track from another list is forward', () => {
    const change = { to: b, move: 'pick', playlist: [b] } as const;
    expect(listening.skip(at(0), 1, heard, change)?.eventType).toBe('skip_forward');
  });

  test('the same track again is no skip', () => {
    const change = { to: a, move: 'next', playlist: [a] } as const;
    expect(listening.skip(at(0), 1, heard, change)).toBeNull();
  });

  test('a pending skip that turns out to have ended becomes a complete', () => {
    const left = listening.skip(at(0), 9000, heard, { to: b, move: 'next', playlist: list });
    expect(left && listening.completedAfterLeaving(left)).toEqual({
      eventType: 'track_complete',
      track: a,
      listeningMs: 9000,
      positionSeconds: 200,
      durationSeconds: 200,
    });
  });
});
