import { ExpiringCache } from './expiring-cache.js';

function cacheAt(options: { ttlMs: number; maxEntries: number }) {
  const clock = { now: 0 };
  const cache = new ExpiringCache<string>({ ...options, now: () => clock.now });
  let loads = 0;
  const load = (value: string) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, clock, load, loads: () => loads };
}

describe('ExpiringCache', () => {
  test('serves a load until its time is up, then loads again', async () => {
    const { cache, clock, load, loads } = cacheAt({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad('a', load('first'))).resolves.toBe('first');
    clock.now = 999;
    await expect(cache.getOrLoad('a', load('second'))).resolves.toBe('first');
    clock.now = 1000;
    await expect(cache.getOrLoad('a', load('third'))).resolves.toBe('third');
    expect(loads()).toBe(2);
  });

  test('callers arriving during a load share it', async () => {
    const { cache, load, loads } = cacheAt({ ttlMs: 1000, maxEntries: 10 });
    const both = await Promise.all([
      cache.getOrLoad('a', load('x')),
      cache.getOrLoad('a', load('y')),
    ]);
    expect(both).toEqual(['x', 'x']);
    expect(loads()).toBe(1);
  });

  test('keeps at most maxEntries, dropping the least recently used', async () => {
    const { cache, load, loads } = cacheAt({ ttlMs: 1000, maxEntries: 2 });
    await cache.getOrLoad('a', load('a'));
    await cache.getOrLoad('b', load('b'));
    await cache.getOrLoad('a', load('a again')); // a is now the most recent
    await cache.getOrLoad('c', load('c')); // b goes
    expect(cache.size).toBe(2);
    await expect(cache.getOrLoad('a', load('a reloaded'))).resolves.toBe('a');
    await expect(cache.getOrLoad('b', load('b reloaded'))).resolves.toBe('b reloaded');
    expect(loads()).toBe(4);
  });

  test('forgets a failed load, so the next caller tries again', async () => {
    const { cache, load } = cacheAt({ ttlMs: 1000, maxEntries: 10 });
    await expect(cache.getOrLoad('a', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    await expect(cache.getOrLoad('a', load('back'))).resolves.toBe('back');
  });
});
