import { jest } from '@jest/globals';
import {
  loopToggled,
  nextPressed,
  paused,
  played,
  progressUpdated,
  seekRequested,
  shuffleToggled,
  trackPlayed,
} from '@/entities/player';
import { signedIn } from '@/entities/session';
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

let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe("a member's queue on start", () => {
  test('is read once the session is known, and comes back paused where it was', async () => {
    const sync = setupSync({ who: 'member', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();

    expect(sync.fetchQueue).toHaveBeenCalledWith(TOKEN);
    expect(shown(sync.scope)).toEqual({ track: 'b', index: 1, playing: false, progress: 95 });
    // What came back is what the server holds: nothing is saved for it, not even on leaving.
    sync.fire(pageLeft);
    await sync.wait(20_000);
    expect(sync.saves()).toEqual([]);
  });

  test('waits while the session loads', async () => {
    const sync = setupSync({ who: 'loading', read: SERVER_QUEUE });
    sync.start();
    await sync.wait(1000);
    expect(sync.fetchQueue).not.toHaveBeenCalled();

    sync.fire(signedIn, {
      user: USER,
      role: 'listener',
      tokens: { accessToken: TOKEN, refreshToken: null, expiresAt: 0 },
    });
    await sync.wait();
    expect(sync.fetchQueue).toHaveBeenCalledWith(TOKEN);
    expect(shown(sync.scope).track).toBe('b');
  });

  test('play after the restore resumes at its position', async () => {
    const sync = setupSync({ who: 'member', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();
    sync.fire(played);
    await sync.wait();
    // The sound itself loads there once its address comes (entities/player queue-restore.test).
    expect(shown(sync.scope)).toMatchObject({ track: 'b', playing: true, progress: 95 });
  });

  test('nothing is saved before the read finished; what was started meanwhile wins', async () => {
    let answer: (queue: typeof SERVER_QUEUE) => void = () => undefined;
    const sync = setupSync({
      who: 'member',
      read: new Promise((resolve) => {
        answer = resolve;
      }),
    });
    sync.start();
    await sync.wait();
    sync.fire(pageLeft); // an empty player must not overwrite the saved queue
    sync.fire(trackPlayed, { track: c, playlist: [a, b, c] });
    sync.fire(seekRequested, 12);
    await sync.wait(5000);
    expect(sync.saves()).toEqual([]);

    answer(SERVER_QUEUE);
    await sync.wait();
    expect(shown(sync.scope)).toMatchObject({ track: 'c', index: 2, playing: true });
    expect(sync.saves()).toEqual([['c', 12]]);
  });

  test('a failed read is logged only; the player stays as it is and later changes are saved', async () => {
    const sync = setupSync({ who: 'member', read: Promise.reject(new Error('offline')) });
    sync.start();
    await sync.wait();
    expect(warn).toHaveBeenCalledWith(
      'The saved player queue could not be read',
      expect.any(Error),
    );
    expect(shown(sync.scope).track).toBeNull();

    sync.fire(trackPlayed, { track: a, playlist: [a, b] });
    await sync.wait();
    expect(sync.saves()).toEqual([['a', 0]]);
  });
});

describe("a member's queue: this browser's copy of it", () => {
  const copyOf = (savedAt: string, owner: string | null = USER.id) =>
    JSON.stringify(
      toLocalQueue(
        {
          playlist: [a, b, c],
          originalPlaylist: [a, b, c],
          index: 2,
          progress: 44,
          shuffling: false,
          looping: false,
        },
        new Date(savedAt),
        owner,
      ),
    );

  test('comes back when it is newer than the account’s (the reload outran its last save)', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, copyOf('2026-11-29T21:14:05.000Z'));
    const sync = setupSync({ who: 'member', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope)).toEqual({ track: 'c', index: 2, playing: false, progress: 44 });
  });

  test('gives way to the account’s when that is newer (another device saved since)', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, copyOf('2026-11-29T21:13:55.000Z'));
    const sync = setupSync({ who: 'member', read: SERVER_QUEUE });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope)).toMatchObject({ track: 'b', progress: 95 });
  });

  test('comes back when the account’s cannot be read', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, copyOf('2026-11-01T00:00:00.000Z'));
    const sync = setupSync({ who: 'member', read: Promise.reject(new Error('offline')) });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope)).toMatchObject({ track: 'c', progress: 44 });
  });

  test('is written with every save, as the account’s', async () => {
    const sync = setupSync({ who: 'member', read: EMPTY_QUEUE });
    sync.start();
    await sync.wait();
    sync.fire(trackPlayed, { track: b, playlist: [a, b, c] });
    await sync.wait();
    expect(storedQueue()).toMatchObject({ owner: USER.id, trackIds: ['a', 'b', 'c'], index: 1 });
  });

  test('a visitor never gets it', async () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, copyOf('2026-11-30T08:00:00.000Z'));
    const sync = setupSync({ who: 'visitor' });
    sync.start();
    await sync.wait();
    expect(shown(sync.scope).track).toBeNull();
  });
});

describe("saving a member's queue", () => {
  async function playingMember() {
    const sync = setupSync({ who: 'member', read: EMPTY_QUEUE });
    sync.start();
    await sync.wait();
    sync.fire(trackPlayed, { track: a, playlist: [a, b, c] });
    await sync.wait();
    return sync;
  }

  test('a new queue is saved at once, with the modes and when it was made', async () => {
    const sync = await playingMember();
    expect(sync.saveQueue).toHaveBeenCalledTimes(1);
    expect(sync.saveQueue.mock.calls[0]?.[0]).toEqual({
      token: TOKEN,
      queue: {
        track_ids: ['a', 'b', 'c'],
        current_index: 0,
        position_s: 0,
        shuffle: false,
        repeat: 'off',
        updated_at: '2026-11-30T09:00:00.000Z',
      },
    });
  });

  test('changes within 3 s of a save go together in one save when the gap has passed', async () => {
    const sync = await playingMember();
    sync.fire(nextPressed);
    sync.fire(seekRequested, 40);
    sync.fire(loopToggled);
    await sync.wait(2999);
    expect(sync.saveQueue).toHaveBeenCalledTimes(1);
    await sync.wait(1);
    expect(sync.saves()).toEqual([
      ['a', 0],
      ['b', 40],
    ]);
    expect(sync.saveQueue.mock.calls[1]?.[0].queue.repeat).toBe('one');
  });

  test('while playing, the position is saved every 15 s: far below 60 saves a minute', async () => {
    const sync = await playingMember();
    // The engine's clock ticks every 250 ms for a minute.
    for (let tick = 1; tick <= 240; tick += 1) {
      await sync.wait(250);
      sync.fire(progressUpdated, tick / 4);
    }
    expect(sync.saves()).toEqual([
      ['a', 0],
      ['a', 15],
      ['a', 30],
      ['a', 45],
      ['a', 60],
    ]);
  });

  test('shuffle, a pause and a page that goes away are saved; the last one at once', async () => {
    const sync = await playingMember();
    await sync.wait(3000);
    sync.fire(shuffleToggled);
    await sync.wait(3000);
    sync.fire(paused);
    sync.fire(seekRequested, 70);
    sync.fire(pageLeft);
    await sync.wait();
    const queues = sync.saveQueue.mock.calls.map(([{ queue }]) => queue);
    expect(queues).toHaveLength(3);
    expect(queues[1]?.shuffle).toBe(true);
    expect(queues[2]).toMatchObject({ position_s: 70, shuffle: true });
    // The save that waited for the gap finds nothing new.
    await sync.wait(3000);
    expect(sync.saveQueue).toHaveBeenCalledTimes(3);
  });

  test('a page that goes away right after a save still saves the last change', async () => {
    const sync = await playingMember();
    await sync.wait(3000);
    sync.fire(seekRequested, 10); // saved at once
    sync.fire(seekRequested, 20); // waits for the gap…
    sync.fire(paused);
    await sync.wait(300);
    sync.fire(pageLeft); // …but the page goes now
    await sync.wait();
    expect(sync.saves()).toEqual([
      ['a', 0],
      ['a', 10],
      ['a', 20],
    ]);
  });

  test('a failed save is logged only, and the state is saved again with the next chance', async () => {
    const sync = setupSync({ who: 'member', read: EMPTY_QUEUE });
    sync.saveQueue.mockImplementationOnce(() => Promise.reject(new Error('429')));
    sync.start();
    await sync.wait();
    sync.fire(trackPlayed, { track: a, playlist: [a, b, c] });
    await sync.wait();
    expect(warn).toHaveBeenCalledWith('The player queue could not be saved', expect.any(Error));
    expect(shown(sync.scope)).toMatchObject({ track: 'a', playing: true });

    await sync.wait(1000);
    sync.fire(pageLeft);
    await sync.wait();
    expect(sync.saves()).toEqual([
      ['a', 0],
      ['a', 0],
    ]);
  });
});
