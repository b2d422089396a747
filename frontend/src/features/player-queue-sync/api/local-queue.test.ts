import { jest } from '@jest/globals';
import { playerTrackFixture } from '@/entities/player/index.testing';
import { toLocalQueue } from '../lib/queue-state';
import { clearLocalQueue, LOCAL_QUEUE_KEY, readLocalQueue, writeLocalQueue } from './local-queue';

const track = playerTrackFixture({ id: 'a' });
const queue = toLocalQueue(
  {
    playlist: [track],
    originalPlaylist: [track],
    index: 0,
    progress: 8,
    shuffling: false,
    looping: true,
  },
  new Date('2026-11-30T09:41:07.250Z'),
);

beforeEach(() => {
  window.localStorage.clear();
});

describe("a visitor's queue in localStorage", () => {
  test('is written under its key, read back, and cleared', () => {
    if (queue === null) throw new Error('the fixture is a queue');
    writeLocalQueue(queue);
    expect(window.localStorage.getItem(LOCAL_QUEUE_KEY)).not.toBeNull();
    expect(readLocalQueue()).toEqual(queue);
    clearLocalQueue();
    expect(readLocalQueue()).toBeNull();
  });

  test('what is not a queue reads as none', () => {
    window.localStorage.setItem(LOCAL_QUEUE_KEY, 'not json');
    expect(readLocalQueue()).toBeNull();
  });

  test('storage that refuses is no error: nothing is kept', () => {
    if (queue === null) throw new Error('the fixture is a queue');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => {
      writeLocalQueue(queue);
    }).not.toThrow();
    expect(readLocalQueue()).toBeNull();
  });
});
