import { createEvent, createStore, sample, type EventCallable } from 'effector';
import { delay } from 'patronum';
import {
  $currentTrack,
  $duration,
  $isLooping,
  $playlist,
  paused,
  played,
  stopped,
  trackEnded,
  trackStarted,
} from '@/entities/player';
import { SKIP_DETECTION_DELAY_MS } from '@/shared/config';
import type { PlayReport } from '../lib/play-event';
import * as listening from './listening';
import { $heard, $lastMove } from './playback-position';
import { playReported } from './report';

/** The page is going away (pagehide): a playing track is reported as paused. */
export const pageHidden = createEvent();

/** The time source, in ms; tests put their own clock here. */
export const $clock = createStore<() => number>(() => Date.now(), { serialize: 'ignore' });
export const $listening = createStore<listening.Listening>(listening.NOT_LISTENING, {
  serialize: 'ignore',
});
/** Tracks left in the last 100 ms: skips unless the end of the track is heard meanwhile. */
const $pendingSkips = createStore<PlayReport[]>([], { serialize: 'ignore' });

/** Each step moves the tracker on and reports what happened, at once. */
function applied(): EventCallable<listening.Transition | null> {
  const stepped = createEvent<listening.Transition | null>();
  const transitioned = sample({
    clock: stepped,
    filter: (next): next is listening.Transition => next !== null,
  });
  $listening.on(transitioned, (_, { state }) => state);
  $heard.on(transitioned, (_, { heard }) => heard);
  sample({ clock: transitioned, fn: ({ report }) => report, target: playReported });
  return stepped;
}
const moment = { state: $listening, clock: $clock, heard: $heard };

// A track starts: play_start; the track that was left, if it was still being heard, may have
// been skipped. Spec §4: the skip is reported 100 ms after the change, as the track was when it
// was left, unless the track turns out to have ended (the player moves on at the end of a track
// before or after the tracker hears of the end, so both orders must come out the same).
const started = sample({
  clock: trackStarted,
  source: { ...moment, move: $lastMove, playlist: $playlist },
  fn: ({ state, clock, heard, move, playlist }, to) => {
    const now = clock();
    return { to, now, left: listening.skip(state, now, heard, { to, move, playlist }) };
  },
});
sample({
  clock: started,
  source: $duration,
  fn: (duration, { to, now }) => listening.start(to, now, duration),
  target: applied(),
});
const skipSuspected = sample({
  clock: started.map(({ left }) => left),
  filter: (left): left is PlayReport => left !== null,
});
const skipDue = delay(skipSuspected, SKIP_DETECTION_DELAY_MS);
const skipConfirmed = sample({
  clock: skipDue,
  source: $pendingSkips,
  filter: (pending, left) => pending.includes(left),
  fn: (_, left) => left,
});
$pendingSkips.on(skipSuspected, (pending, left) => [...pending, left]);
sample({ clock: skipConfirmed, target: playReported });

// The end of a track: track_complete. If the player already moved on, the track that ended is the
// one just left: its pending skip becomes the complete, and the new track plays on untouched.
const ended = sample({
  clock: trackEnded,
  source: { ...moment, pending: $pendingSkips },
  fn: ({ state, clock, heard, pending }) => {
    const left = pending.at(-1) ?? null;
    return { left, heard: left === null ? listening.complete(state, clock(), heard) : null };
  },
});
const completed = applied();
sample({ clock: ended, fn: ({ heard }) => heard, target: completed });
const endedAfterLeaving = sample({
  clock: ended.map(({ left }) => left),
  filter: (left): left is PlayReport => left !== null,
});
sample({ clock: endedAfterLeaving, fn: listening.completedAfterLeaving, target: playReported });
$pendingSkips.on([skipConfirmed, endedAfterLeaving], (pending, done) =>
  pending.filter((left) => left !== done),
);

// Looping goes round without a new start from the player: the tracker begins the next round.
sample({
  clock: completed,
  source: { looping: $isLooping, current: $currentTrack, clock: $clock },
  fn: ({ looping, current, clock }, done) =>
    looping && current !== null && done !== null
      ? listening.start(current, clock(), done.heard.durationSeconds)
      : null,
  target: applied(),
});

sample({
  clock: [paused, stopped, pageHidden],
  source: moment,
  fn: ({ state, clock, heard }) => listening.pause(state, clock(), heard),
  target: applied(),
});
sample({
  clock: played,
  source: { ...moment, current: $currentTrack, duration: $duration },
  fn: ({ state, clock, heard, current, duration }) =>
    listening.play(state, clock(), heard, current && { track: current, durationSeconds: duration }),
  target: applied(),
});
