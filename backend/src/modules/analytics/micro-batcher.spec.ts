import { jest } from '@jest/globals';

import { MicroBatcher, type MicroBatcherOptions } from './micro-batcher.js';

/** A flush whose calls the test ends by hand, recording each batch. */
function controlledFlush() {
  const batches: number[][] = [];
  const endings: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const flush = (items: number[]) =>
    new Promise<undefined>((resolve, reject) => {
      batches.push(items);
      endings.push({
        resolve: () => {
          resolve(undefined);
        },
        reject,
      });
    });
  return { batches, endings, flush };
}

type Options = MicroBatcherOptions<number, undefined>;
const batcher = (options: Partial<Options> & Pick<Options, 'flush'>) =>
  new MicroBatcher<number>({ lingerMs: 5, maxBatchSize: 3, maxConcurrentFlushes: 2, ...options });

/** Lets settled promises run their callbacks (no fake time passes). */
const settle = () => jest.advanceTimersByTimeAsync(0);

describe('MicroBatcher', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends what arrived within the linger as one batch, and settles each add with it', async () => {
    const { batches, endings, flush } = controlledFlush();
    const b = batcher({ flush });
    const settled: number[] = [];
    void b.add(1).then(() => settled.push(1));
    jest.advanceTimersByTime(4);
    void b.add(2).then(() => settled.push(2));
    expect(batches).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(batches).toEqual([[1, 2]]);
    await settle();
    expect(settled).toEqual([]);
    endings[0]?.resolve();
    await settle();
    expect(settled).toEqual([1, 2]);
  });

  it('sends a full batch at once, without waiting for the linger', () => {
    const { batches, flush } = controlledFlush();
    const b = batcher({ flush });
    for (const item of [1, 2, 3, 4]) void b.add(item);
    expect(batches).toEqual([[1, 2, 3]]);
    jest.advanceTimersByTime(5);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('rejects every add of a failed batch with its error, and only those', async () => {
    const { endings, flush } = controlledFlush();
    const b = batcher({ flush });
    const first = [b.add(1), b.add(2)];
    jest.advanceTimersByTime(5);
    const second = b.add(3);
    jest.advanceTimersByTime(5);
    endings[0]?.reject(new Error('redis is down'));
    endings[1]?.resolve();
    await expect(Promise.all(first)).rejects.toThrow('redis is down');
    await expect(first[1]).rejects.toThrow('redis is down');
    await expect(second).resolves.toBeUndefined();
  });

  it('with one flush at a time, coalesces everything that arrived meanwhile (group commit)', async () => {
    const { batches, endings, flush } = controlledFlush();
    const b = batcher({
      flush,
      lingerMs: 0,
      maxBatchSize: Number.POSITIVE_INFINITY,
      maxConcurrentFlushes: 1,
    });
    void b.add(1);
    jest.advanceTimersByTime(0);
    expect(batches).toEqual([[1]]);
    for (const item of [2, 3, 4]) void b.add(item);
    jest.advanceTimersByTime(10);
    expect(batches).toEqual([[1]]);
    endings[0]?.resolve();
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
  });

  it('keeps at most maxConcurrentFlushes batches in flight', async () => {
    const { batches, endings, flush } = controlledFlush();
    const b = batcher({ flush });
    for (const item of [1, 2, 3, 4, 5, 6, 7]) void b.add(item);
    jest.advanceTimersByTime(5);
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    endings[1]?.resolve();
    await settle();
    expect(batches).toEqual([[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('resolves each add with its own result when the flush answers one per item', async () => {
    const b = new MicroBatcher<number, string>({
      lingerMs: 1,
      maxBatchSize: 10,
      maxConcurrentFlushes: 1,
      flush: (items) => Promise.resolve(items.map((item) => `#${item}`)),
    });
    const results = Promise.all([b.add(1), b.add(2)]);
    await jest.advanceTimersByTimeAsync(1);
    expect(await results).toEqual(['#1', '#2']);
  });
});
