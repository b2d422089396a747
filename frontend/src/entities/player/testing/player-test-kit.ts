import { allSettled, createWatch, fork, type EventCallable, type Scope } from 'effector';
import { playerTrackFixture } from './player-fixtures';
import {
  $currentIndex,
  $currentTrack,
  $isPlaying,
  $progress,
  trackPlayed,
  trackStarted,
} from '../model/player';
import type { PlayerTrack } from '../model/player-track';

/** Only the player's model tests import this: tracks, a playing scope and a compact read-out. */
export const track = (id: string, changes: Partial<PlayerTrack> = {}): PlayerTrack =>
  playerTrackFixture({ id, title: `Title ${id}`, duration: 200, ...changes });

export const a = track('a');
export const b = track('b');
export const c = track('c');
export const d = track('d');
export const list: PlayerTrack[] = [a, b, c, d];

export const ids = (tracks: readonly PlayerTrack[]) => tracks.map((item) => item.id);

export async function play(scope: Scope, current: PlayerTrack, playlist: PlayerTrack[] = list) {
  await allSettled(trackPlayed, { scope, params: { track: current, playlist } });
}

/** A fresh scope that plays `current` from `playlist`. */
export async function playing(current: PlayerTrack = a, playlist: PlayerTrack[] = list) {
  const scope = fork();
  await play(scope, current, playlist);
  return scope;
}

export const fire = (scope: Scope, unit: EventCallable<void>) => allSettled(unit, { scope });

export const state = (scope: Scope) => ({
  index: scope.getState($currentIndex),
  current: scope.getState($currentTrack)?.id ?? null,
  playing: scope.getState($isPlaying),
  progress: scope.getState($progress),
});

/** Records the id of every `trackStarted` from now on. */
export function recordStarts(scope: Scope): string[] {
  const started: string[] = [];
  createWatch({ unit: trackStarted, scope, fn: (item) => started.push(item.id) });
  return started;
}
