import { LOCAL_QUEUE_KEY } from '../api/local-queue';
import { jest } from '@jest/globals';
import { allSettled, fork, type EventCallable, type Scope } from 'effector';
import {
  $currentIndex,
  $currentTrack,
  $isPlaying,
  $progress,
  type PlayerTrack,
} from '@/entities/player';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { $sessionStatus, $sessionToken, $sessionUser, type SessionUser } from '@/entities/session';
import { trackFixture } from '@/entities/track/index.testing';
import type { SavedQueue, ServerQueue } from '../lib/queue-state';
import {
  $clock,
  fetchPlayerQueueFx,
  playerQueueSyncStarted,
  savePlayerQueueFx,
  watchPageFx,
} from '../model/queue-sync';

/** Only this feature's model tests import this: tracks, an account's saved queue, a scope. */
export const track = (id: string): PlayerTrack =>
  playerTrackFixture({
    id,
    title: `Title ${id}`,
    duration: 200,
    previewPath: `previews/${id}.mp3`,
  });
export const [a, b, c] = ['a', 'b', 'c'].map(track) as [PlayerTrack, PlayerTrack, PlayerTrack];

export const USER: SessionUser = {
  id: 'u-1',
  email: 'maya@example.com',
  displayName: 'Maya',
  avatarUrl: null,
};
export const TOKEN = 'token-maya';

/** The account's saved queue: b of [a, b, c], 95 s in. */
export const SERVER_QUEUE: ServerQueue = {
  track_ids: ['a', 'b', 'c'],
  tracks: ['a', 'b', 'c'].map((id) => trackFixture({ id, title: `Title ${id}`, duration: 200 })),
  current_index: 1,
  position_s: 95,
  shuffle: false,
  repeat: 'off',
  updated_at: '2026-11-29T21:14:00.000Z',
};
export const EMPTY_QUEUE: ServerQueue = {
  track_ids: [],
  tracks: [],
  current_index: 0,
  position_s: 0,
  shuffle: false,
  repeat: 'off',
  updated_at: null,
};

/** Fake timers for every test of the file that calls it (patronum's delay runs on them). */
export function fakeTimersForEachTest(): void {
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

export interface SyncOptions {
  who: 'member' | 'visitor' | 'loading';
  /** The account's answer to the read: a queue, or a promise the test settles. */
  read?: ServerQueue | Promise<ServerQueue>;
}

/**
 * A scope whose session is a member's or a visitor's (or still loading), whose clock the test
 * moves, and whose server calls are fakes. Nothing is started: call `start()`.
 */
export function setupSync({ who, read = EMPTY_QUEUE }: SyncOptions) {
  let now = Date.parse('2026-11-30T09:00:00.000Z');
  const fetchQueue = jest.fn((_token: string) => Promise.resolve(read));
  const saveQueue = jest.fn((_: { queue: SavedQueue; token: string }) => Promise.resolve());
  const scope = fork({
    values: [
      [$clock, () => now],
      [
        $sessionStatus,
        who === 'member' ? 'authenticated' : who === 'visitor' ? 'anonymous' : 'loading',
      ],
      [$sessionUser, who === 'member' ? USER : null],
      [$sessionToken, who === 'member' ? TOKEN : null],
    ],
    handlers: [
      [fetchPlayerQueueFx, fetchQueue],
      [savePlayerQueueFx, saveQueue],
      [watchPageFx, () => undefined],
    ],
  });
  /** Fires without waiting: allSettled would wait for a save's delay we are about to advance. */
  function fire(unit: EventCallable<void>): void;
  function fire<T>(unit: EventCallable<T>, params: T): void;
  function fire<T>(unit: EventCallable<T>, params?: T): void {
    void allSettled(unit as EventCallable<T | undefined>, { scope, params });
  }
  return {
    scope,
    fetchQueue,
    saveQueue,
    fire,
    start: () => {
      fire(playerQueueSyncStarted);
    },
    /** Every save sent so far: the current track's id and the position. */
    saves: () =>
      saveQueue.mock.calls.map(([{ queue }]) => [
        queue.track_ids[queue.current_index],
        queue.position_s,
      ]),
    /** Moves the clock and the timers together (and lets promises settle). */
    wait: async (ms = 0) => {
      now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    },
  };
}

/** What the player shows. */
export const shown = (scope: Scope) => ({
  track: scope.getState($currentTrack)?.id ?? null,
  index: scope.getState($currentIndex),
  playing: scope.getState($isPlaying),
  progress: scope.getState($progress),
});

/** The queue this browser keeps (localStorage), as the tests read it back. */
export const storedQueue = () => {
  const stored = window.localStorage.getItem(LOCAL_QUEUE_KEY);
  return stored === null
    ? null
    : (JSON.parse(stored) as {
        owner: string | null;
        trackIds: string[];
        index: number;
        position: number;
      });
};
