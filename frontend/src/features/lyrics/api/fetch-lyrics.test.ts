import { jest } from '@jest/globals';
import { fetchLyrics, LyricsNotFoundError, LyricsUnavailableError } from './fetch-lyrics';

const TRACK = {
  id: 't1',
  artistName: 'Céline Vasseur',
  title: 'Verre Bleu',
  albumName: 'Verre Bleu',
  duration: 93.6,
};

function replyWith(status: number, body: unknown = {}) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

const signal = new AbortController().signal;
const requested = (spy: ReturnType<typeof replyWith>) => {
  const [input, init] = spy.mock.calls[0] ?? [];
  const href = input instanceof Request ? input.url : (input?.toString() ?? '');
  return { url: new URL(href, 'http://app.test'), init };
};

describe('fetchLyrics', () => {
  test('GET {base}/api/get with the names, the album and the rounded duration', async () => {
    const spy = replyWith(200, { syncedLyrics: '[00:01.00] a', plainLyrics: 'a', id: 1 });
    expect(await fetchLyrics({ track: TRACK, signal })).toEqual({
      syncedLyrics: '[00:01.00] a',
      plainLyrics: 'a',
    });
    const { url, init } = requested(spy);
    expect(url.pathname).toBe('/api/lyrics/api/get');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      artist_name: 'Céline Vasseur',
      track_name: 'Verre Bleu',
      album_name: 'Verre Bleu',
      duration: '94',
    });
    expect(init?.signal).toBe(signal);
    expect(init?.credentials).toBe('omit');
    expect(new Headers(init?.headers).has('authorization')).toBe(false);
  });

  test('omits an unknown album and duration; works against LRCLIB itself', async () => {
    const spy = replyWith(200, { plainLyrics: 'a' });
    await fetchLyrics({
      track: { ...TRACK, albumName: null, duration: 0 },
      signal,
      baseUrl: 'https://lrclib.net/',
    });
    const { url } = requested(spy);
    expect(url.origin + url.pathname).toBe('https://lrclib.net/api/get');
    expect([...url.searchParams.keys()]).toEqual(['artist_name', 'track_name']);
  });

  test('"Missing artist or title" without both, and no call', async () => {
    const spy = replyWith(200);
    for (const track of [
      { ...TRACK, artistName: '' },
      { ...TRACK, title: '  ' },
    ]) {
      await expect(fetchLyrics({ track, signal })).rejects.toThrow(
        new LyricsUnavailableError('Missing artist or title'),
      );
    }
    expect(spy).not.toHaveBeenCalled();
  });

  test('404: "No lyrics found."', async () => {
    replyWith(404, { message: 'Track not found' });
    const failure = fetchLyrics({ track: TRACK, signal });
    await expect(failure).rejects.toBeInstanceOf(LyricsNotFoundError);
    await expect(failure).rejects.toThrow('No lyrics found.');
  });

  test.each([{}, { syncedLyrics: null, plainLyrics: '  ' }, { instrumental: true }, null])(
    'a reply with neither form (%o): "Lyrics not found in response"',
    async (body) => {
      replyWith(200, body);
      await expect(fetchLyrics({ track: TRACK, signal })).rejects.toThrow(
        new LyricsUnavailableError('Lyrics not found in response'),
      );
    },
  );

  test('any other failure is a plain Error', async () => {
    replyWith(503, { message: 'Lyrics service unavailable' });
    const failure = fetchLyrics({ track: TRACK, signal });
    await expect(failure).rejects.toThrow('Lyrics request failed: 503');
    await expect(failure).rejects.not.toBeInstanceOf(LyricsUnavailableError);
  });
});
