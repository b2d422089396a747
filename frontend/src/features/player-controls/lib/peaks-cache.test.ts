import { type PeaksCache, peaksAt, rememberPeaks, shouldFetchPeaks } from './peaks-cache';

const ready = (peak: number) => ({ status: 'ready' as const, peaks: [peak], durationS: 200 });

describe('the peaks cache', () => {
  test('remembers an answer by address', () => {
    const cache = rememberPeaks([], '/p/a.json', ready(0.5));
    expect(peaksAt(cache, '/p/a.json')).toEqual(ready(0.5));
    expect(peaksAt(cache, '/p/b.json')).toBeNull();
  });

  test('fetches what it has never seen and what failed, not what is loading or known', () => {
    const cache: PeaksCache = [
      { url: '/p/loading.json', state: { status: 'loading' } },
      { url: '/p/ready.json', state: ready(0.5) },
      { url: '/p/failed.json', state: { status: 'failed' } },
    ];
    expect(shouldFetchPeaks(cache, '/p/new.json')).toBe(true);
    expect(shouldFetchPeaks(cache, '/p/failed.json')).toBe(true);
    expect(shouldFetchPeaks(cache, '/p/loading.json')).toBe(false);
    expect(shouldFetchPeaks(cache, '/p/ready.json')).toBe(false);
  });

  test('replaces an address’s state and keeps only the most recent few', () => {
    let cache = rememberPeaks([], '/p/a.json', { status: 'loading' }, 2);
    cache = rememberPeaks(cache, '/p/b.json', ready(0.2), 2);
    cache = rememberPeaks(cache, '/p/a.json', ready(0.1), 2);
    expect(cache.map(({ url }) => url)).toEqual(['/p/b.json', '/p/a.json']);
    expect(peaksAt(cache, '/p/a.json')).toEqual(ready(0.1));

    cache = rememberPeaks(cache, '/p/c.json', ready(0.3), 2);
    expect(cache.map(({ url }) => url)).toEqual(['/p/a.json', '/p/c.json']);
    expect(peaksAt(cache, '/p/b.json')).toBeNull();
  });
});
