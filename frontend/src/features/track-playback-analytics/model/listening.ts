import type { PlayEventType } from '@encore/shared-rules';
import type { PlayerTrack } from '@/entities/player';
import type { PlayReport } from '../lib/play-event';

/**
 * The tracker's state machine (spec §4 "Analytics tracking"), pure: the track being heard, when
 * the timer started (null while stopped), the time heard before that, and whether the listener
 * paused. Each step returns the next state and the event to report, or null when nothing happens.
 */
export interface Listening {
  track: PlayerTrack | null;
  startedAt: number | null;
  accumulatedMs: number;
  paused: boolean;
}

/** Where the tracked track was last heard and how long it is (the player's view), in seconds. */
export interface Heard {
  positionSeconds: number;
  durationSeconds: number;
}

export interface Transition {
  state: Listening;
  heard: Heard;
  report: PlayReport;
}

export const NOT_LISTENING: Listening = {
  track: null,
  startedAt: null,
  accumulatedMs: 0,
  paused: false,
};

/** Heard so far: the accumulated time plus the running stretch (paused time never counts). */
export function listenedMs(state: Listening, now: number): number {
  const running = state.startedAt === null ? 0 : Math.max(0, now - state.startedAt);
  return state.accumulatedMs + running;
}

function step(
  state: Listening,
  heard: Heard,
  eventType: PlayEventType,
  track: PlayerTrack,
  listeningMs: number,
): Transition {
  return { state, heard, report: { eventType, track, listeningMs, ...heard } };
}

/** play_start: the accumulated time is reset and the timer starts. */
export function start(track: PlayerTrack, now: number, durationSeconds: number): Transition {
  const state = { track, startedAt: now, accumulatedMs: 0, paused: false };
  return step(state, { positionSeconds: 0, durationSeconds }, 'play_start', track, 0);
}

/** pause (also a stop or the page going away): adds the elapsed time and marks paused. */
export function pause(state: Listening, now: number, heard: Heard): Transition | null {
  if (state.track === null || state.startedAt === null) return null;
  const accumulatedMs = listenedMs(state, now);
  const next = { ...state, startedAt: null, accumulatedMs, paused: true };
  return step(next, heard, 'pause', state.track, accumulatedMs);
}

/**
 * play after a pause: play_resume restarts the timer. With nothing being heard (a single track
 * ended and stopped) the current track starts afresh. Playing while the timer runs changes nothing.
 */
export function play(
  state: Listening,
  now: number,
  heard: Heard,
  current: { track: PlayerTrack; durationSeconds: number } | null,
): Transition | null {
  if (state.track === null) {
    return current === null ? null : start(current.track, now, current.durationSeconds);
  }
  if (!state.paused) return null;
  const next = { ...state, startedAt: now, paused: false };
  return step(next, heard, 'play_resume', state.track, state.accumulatedMs);
}

/** track_complete: adds the elapsed time, reports the whole track heard and clears the track. */
export function complete(state: Listening, now: number, heard: Heard): Transition | null {
  if (state.track === null) return null;
  const end = { positionSeconds: heard.durationSeconds, durationSeconds: heard.durationSeconds };
  return step(NOT_LISTENING, end, 'track_complete', state.track, listenedMs(state, now));
}

/** How the current track was changed: next, previous, or a track picked from a list. */
export type Move = 'next' | 'previous' | 'pick';

/**
 * skip_forward/skip_backward for the track that was left, when another track starts: next is
 * forward and previous backward, wraps included (last → first by next is forward). A picked track
 * is forward when it comes later in the playlist or the left track is not in it (a new list).
 */
export function skip(
  state: Listening,
  now: number,
  heard: Heard,
  change: { to: PlayerTrack; move: Move; playlist: readonly PlayerTrack[] },
): PlayReport | null {
  const left = state.track;
  if (left === null || left.id === change.to.id) return null;
  const from = change.playlist.findIndex((item) => item.id === left.id);
  const to = change.playlist.findIndex((item) => item.id === change.to.id);
  const forward = change.move === 'pick' ? from === -1 || to > from : change.move === 'next';
  const eventType = forward ? 'skip_forward' : 'skip_backward';
  return step(NOT_LISTENING, heard, eventType, left, listenedMs(state, now)).report;
}

/**
 * A track that was left and then reported as ended (the end moved the player on before the tracker
 * saw the end): not a skip but a complete, measured when it was left.
 */
export function completedAfterLeaving(left: PlayReport): PlayReport {
  return { ...left, eventType: 'track_complete', positionSeconds: left.durationSeconds };
}
