import type { UpstreamAnswer } from '../domain/lrclib-lyrics.js';
import { type LyricsLookup, nameMatch } from '../domain/lyrics-lookup.js';
import type { LrclibClient } from './lrclib-client.js';
import type { LyricsCache } from './lyrics-cache.js';
import { UpstreamLyrics } from './upstream-lyrics.js';

const LOOKUP: LyricsLookup = {
  artist: nameMatch('Neon Harbor'),
  track: nameMatch('Harbour Lights'),
  album: null,
  durationS: 104,
};
const FOUND: UpstreamAnswer = {
  found: true,
  lyrics: {
    id: 1,
    trackName: 'Harbour Lights',
    artistName: 'Neon Harbor',
    albumName: '',
    duration: 104,
    instrumental: false,
    plainLyrics: 'words',
    syncedLyrics: null,
  },
};

class FakeCache {
  readonly stored = new Map<string, UpstreamAnswer>();
  get(key: string): Promise<UpstreamAnswer | null> {
    return Promise.resolve(this.stored.get(key) ?? null);
  }
  set(key: string, answer: UpstreamAnswer): Promise<void> {
    this.stored.set(key, answer);
    return Promise.resolve();
  }
}

class FakeClient {
  calls = 0;
  enabled = true;
  constructor(private readonly answer: () => Promise<UpstreamAnswer>) {}
  get(): Promise<UpstreamAnswer> {
    this.calls += 1;
    return this.answer();
  }
}

function setup(answer: () => Promise<UpstreamAnswer>) {
  const client = new FakeClient(answer);
  const cache = new FakeCache();
  const upstream = new UpstreamLyrics(
    client as unknown as LrclibClient,
    cache as unknown as LyricsCache,
  );
  return { client, cache, upstream };
}

describe('UpstreamLyrics', () => {
  it('asks once, then answers from the cache', async () => {
    const { client, upstream } = setup(() => Promise.resolve(FOUND));
    expect(await upstream.find(LOOKUP)).toEqual(FOUND);
    expect(await upstream.find({ ...LOOKUP, artist: nameMatch('NEON-harbor') })).toEqual(FOUND);
    expect(client.calls).toBe(1);
  });

  it('caches "no lyrics" too', async () => {
    const { client, upstream } = setup(() => Promise.resolve({ found: false }));
    await upstream.find(LOOKUP);
    expect(await upstream.find(LOOKUP)).toEqual({ found: false });
    expect(client.calls).toBe(1);
  });

  it('shares one call between concurrent misses', async () => {
    const { client, upstream } = setup(() => Promise.resolve(FOUND));
    const answers = await Promise.all([upstream.find(LOOKUP), upstream.find(LOOKUP)]);
    expect(answers).toEqual([FOUND, FOUND]);
    expect(client.calls).toBe(1);
  });

  it('does not cache a failure: the next request asks again', async () => {
    let fail = true;
    const { client, cache, upstream } = setup(() =>
      fail ? Promise.reject(new Error('down')) : Promise.resolve(FOUND),
    );
    await expect(upstream.find(LOOKUP)).rejects.toThrow('down');
    expect(cache.stored.size).toBe(0);
    fail = false;
    expect(await upstream.find(LOOKUP)).toEqual(FOUND);
    expect(client.calls).toBe(2);
  });
});
