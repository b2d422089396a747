import { jest } from '@jest/globals';
import { $isShuffling, $originalPlaylist, seekRequested, trackPlayed } from '@/entities/player';
import { sessionEnded, signedIn } from '@/entities/session';
import { LOCAL_QUEUE_KEY } from '../api/local-queue';
import { toLocalQueue } from '../lib/queue-state';
import {
  a,
  b,
  c,
  EMPTY_QUEUE,
  fakeTimersForEachTest,
  SERVER_QUEUE,
  setupSync,
  storedQueue,
  shown,
  TOKEN,
  USER,
} from '../testing/sync-test-kit';
import { pageLeft } from './queue-sync';

fakeTimersForEachTest();

beforeEach(() => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe("a visitor's queue, in this browser", () => {
  test('is written there, tracks and all, and never sent to the server', async () => {
    const sync = setupSync({ who: 'visitor' });
    sync.start();
    await sync.wait();
    sync.fire(trackPlayed, { track: b, playlist: [a, b, c] });
    await sync.wait(3000);
    sync.fire(seekRequested, 21);
    await sync.wait();

    expect(storedQueue()).toMatchObject({ trackIds: ['a', 'b', 'c'], index: 1, position: 21 });
    expect(sync.fetchQueue).not.toHaveBeenCalled();
    expect(sync.saveQueue).not.toHaveBeenCalled();
  });

  test('comes back paused where it was, shuffled order and original order both', async () => {
    const local = toLocalQueue(
      {
        playlist: [c, a, b],
        originalPlaylist: [a, b, c],
        index: 2,
        progress: 17,
        shuffling: true,
        looping: false,
      },
      new Date(),
    );
    window.localStorage.setItem(LOCAL_QUEUE_KEY, JSON.stringify(local));
    const sync = setupSync({ who: 'visitor' });
    sync.start();
    await sync.wait();

    expect(shown(sync.scope)).toEqual({ track: 'b', index: 2, playing: false, progress: 17 });
    expect(sync.scope.getState($isShuffling)).toBe(true);
    expect(sync.scope.getState($originalPlaylist).map((track) => track.id)).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  test('a stored value that is no queue is ignored', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, '{"version":1,"tracks":"nope"');
    const sync = setupSync({ who: 'visitor' });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope).track).toBeNull();
  });

  test('is not uploaded when the visitor signs in: the account’s queue replaces it', async () => {
    window.localStorage.setItem(
      LOCAL_QUEUE_KEY,
      JSON.stringify(
        toLocalQueue(
          {
            playlist: [c],
            originalPlaylist: [c],
            index: 0,
            progress: 5,
            shuffling: false,
            looping: false,
          },
          new Date(),
        ),
      ),
    );
    const sync = setupSync({ who: 'visitor', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope).track).toBe('c');

    sync.fire(signedIn, {
      user: USER,
      role: 'listener',
      tokens: { accessToken: TOKEN, refreshToken: null, expiresAt: 0 },
    });
    await sync.wait();
    expect(shown(sync.scope)).toEqual({ track: 'b', index: 1, playing: false, progress: 95 });
    sync.fire(pageLeft);
    await sync.wait();
    expect(sync.saves()).toEqual([]);
  });

  test('a signed-in account without a saved queue keeps the visitor’s on screen, unsent', async () => {
    window.localStorage.setItem(
      LOCAL_QUEUE_KEY,
      JSON.stringify(
        toLocalQueue(
          {
            playlist: [c],
            originalPlaylist: [c],
            index: 0,
            progress: 5,
            shuffling: false,
            looping: false,
          },
          new Date(),
        ),
      ),
    );
    const sync = setupSync({ who: 'visitor', read: EMPTY_QUEUE });
    sync.start();
    await sync.wait();
    sync.fire(signedIn, {
      user: USER,
      role: 'listener',
      tokens: { accessToken: TOKEN, refreshToken: null, expiresAt: 0 },
    });
    await sync.wait();
    sync.fire(pageLeft);
    await sync.wait();
    expect(shown(sync.scope)).toMatchObject({ track: 'c', playing: false });
    expect(sync.saves()).toEqual([]);
  });
});

describe('logging out', () => {
  test('clears the copy in this browser and writes the account’s queue nowhere', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, '{"left":"by a visitor before"}');
    const sync = setupSync({ who: 'member', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();
    sync.fire(sessionEnded);
    await sync.wait();
    expect(window.localStorage.getItem(LOCAL_QUEUE_KEY)).toBeNull();

    // The page reloads after a logout: its pagehide finds a visitor and the account's queue.
    sync.fire(seekRequested, 30);
    sync.fire(pageLeft);
    await sync.wait(5000);
    expect(window.localStorage.getItem(LOCAL_QUEUE_KEY)).toBeNull();
    expect(sync.saves()).toEqual([]);

    // A queue of the visitor's own is theirs to keep.
    sync.fire(trackPlayed, { track: a, playlist: [a] });
    await sync.wait();
    expect(storedQueue()?.trackIds).toEqual(['a']);
  });

  test('a visitor’s start (no session) is no logout: the stored queue stays', async () => {
    window.localStorage.setItem(
      LOCAL_QUEUE_KEY,
      JSON.stringify(
        toLocalQueue(
          {
            playlist: [a],
            originalPlaylist: [a],
            index: 0,
            progress: 5,
            shuffling: false,
            looping: false,
          },
          new Date(),
        ),
      ),
    );
    const sync = setupSync({ who: 'loading' });
    sync.start();
    sync.fire(sessionEnded);
    await sync.wait();
    expect(shown(sync.scope).track).toBe('a');
    expect(storedQueue()?.trackIds).toEqual(['a']);
  });
});
