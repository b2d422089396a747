import { jest } from '@jest/globals';
import { allSettled, fork, type EventCallable } from 'effector';
import { trackPlayed, type PlayerTrack } from '@/entities/player';
import { $sessionToken } from '@/entities/session';
import type { PlayReport } from '../lib/play-event';
import { sendPlayEventFx } from '../model/report';
import { $clock } from '../model/tracking';

/** Only the tracker's tests import this: tracks, and a scope whose clock and sender are fakes. */
export const track = (id: string, duration = 200): PlayerTrack => ({
  ...{ id, title: `Title ${id}`, artistId: `ar-${id}`, artistName: `Artist ${id}` },
  ...{ artistSlug: null, artistProfileImage: null, albumId: 'al-1', albumSlug: null },
  ...{ albumName: 'Night Ferry', albumArtwork: null, duration, filePath: `audio/${id}.mp3` },
  ...{ previewPath: null, explicit: false, locked: false, audioUrl: null, peaksUrl: null },
  ...{ trackNumber: 1, gapless: null },
});
export const [a, b, c, d] = ['a', 'b', 'c', 'd'].map((id) => track(id)) as [
  PlayerTrack,
  PlayerTrack,
  PlayerTrack,
  PlayerTrack,
];
export const list = [a, b, c, d];

/** Fake timers for every test of the file that calls it (patronum's delay runs on them). */
export function fakeTimersForEachTest(): void {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });
}

/** Event type, track id and listening time of a report. */
export type Sent = [type: string, trackId: string, listeningMs: number];

export function setupTracker({ token = null }: { token?: string | null } = {}) {
  let now = 1_000_000;
  const send = jest.fn((_: { report: PlayReport; token: string | null }) => undefined);
  const scope = fork({
    values: [
      [$clock, () => now],
      [$sessionToken, token],
    ],
    handlers: [[sendPlayEventFx, send]],
  });
  /** Fires without waiting: allSettled would wait for the skip delay we are about to advance. */
  function fire(unit: EventCallable<void>): void;
  function fire<T>(unit: EventCallable<T>, params: T): void;
  function fire<T>(unit: EventCallable<T>, params?: T): void {
    void allSettled(unit as EventCallable<T | undefined>, { scope, params });
  }
  const reports = () => send.mock.calls.map(([{ report }]) => report);
  return {
    scope,
    send,
    fire,
    reports,
    /** Event type, track id and listening time of every report sent so far. */
    sent: () =>
      reports().map((report): Sent => [report.eventType, report.track.id, report.listeningMs]),
    play: (current: PlayerTrack, playlist: PlayerTrack[] = list) => {
      fire(trackPlayed, { track: current, playlist });
    },
    /** Moves the clock and the timers together. */
    wait: async (ms: number) => {
      now += ms;
      await jest.advanceTimersByTimeAsync(ms);
    },
  };
}
