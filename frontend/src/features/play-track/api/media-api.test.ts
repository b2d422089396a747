/** @jest-environment node */
import { jest } from '@jest/globals';
import { fetchAudioUrl, fetchPreviewUrl, probeAudioUrl, requestMedia } from './media-api';

type FetchArgs = Parameters<typeof fetch>;

function fakeFetch(reply: () => Response) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(reply()));
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const headersOf = (call: FetchArgs | undefined) => new Headers(call?.[1]?.headers);

/** Logged failures (spec §8: silent to the user, visible to developers). */
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the generic media call', () => {
  test('throws the server’s error field', async () => {
    fakeFetch(() => json({ error: 'soundcheck access required - purchase needed' }, 403));
    await expect(requestMedia('/media/audio?filePath=x', 'tok')).rejects.toThrow(
      'soundcheck access required - purchase needed',
    );
  });

  test('throws "Request failed with status {status}" when the reply has no error field', async () => {
    fakeFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestMedia('/media/preview?filePath=x')).rejects.toThrow(
      new Error('Request failed with status 502'),
    );
  });

  test('sends the bearer token only when given one', async () => {
    const fetchMock = fakeFetch(() => json({ signedUrl: '/s' }));
    await requestMedia('/media/preview?filePath=x');
    await requestMedia('/media/audio?filePath=x', 'tok-1');
    expect(headersOf(fetchMock.mock.calls[0]).has('Authorization')).toBe(false);
    expect(headersOf(fetchMock.mock.calls[1]).get('Authorization')).toBe('Bearer tok-1');
  });
});

describe('fetchAudioUrl', () => {
  test('asks /api/media/audio for the encoded path with the bearer token', async () => {
    const fetchMock = fakeFetch(() => json({ signedUrl: '/api/media/stream/a.mp3?exp=1' }));
    await expect(fetchAudioUrl('audio/Night Drive #1.mp3', 'tok-9')).resolves.toBe(
      '/api/media/stream/a.mp3?exp=1',
    );
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/media/audio?filePath=audio%2FNight%20Drive%20%231.mp3',
    );
    expect(headersOf(fetchMock.mock.calls[0]).get('Authorization')).toBe('Bearer tok-9');
  });

  test.each([null, ''])('is null without a path (%j), asking nothing', async (path) => {
    const fetchMock = fakeFetch(() => json({}));
    await expect(fetchAudioUrl(path, 'tok')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('is null, and logged, when the call fails', async () => {
    fakeFetch(() => json({ error: 'Authentication required for premium content' }, 401));
    await expect(fetchAudioUrl('audio/x.mp3', 'stale')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'No signed audio address for audio/x.mp3',
      new Error('Authentication required for premium content'),
    );
  });
});

test('fetchPreviewUrl asks /api/media/preview without a token', async () => {
  const fetchMock = fakeFetch(() => json({ signedUrl: '/api/media/stream/p.mp3?u=anon' }));
  await expect(fetchPreviewUrl('previews/p.mp3')).resolves.toBe('/api/media/stream/p.mp3?u=anon');
  expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/media/preview?filePath=previews%2Fp.mp3');
  expect(headersOf(fetchMock.mock.calls[0]).has('Authorization')).toBe(false);
});

describe('probeAudioUrl', () => {
  test('GETs the address with Range: bytes=0- and does not download it', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const cancel = jest.spyOn(body, 'cancel');
    const fetchMock = fakeFetch(() => new Response(body, { status: 206 }));

    await probeAudioUrl('/api/media/stream/a.mp3?exp=1');

    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/media/stream/a.mp3?exp=1');
    expect(fetchMock.mock.calls[0]?.[1]?.method ?? 'GET').toBe('GET');
    expect(headersOf(fetchMock.mock.calls[0]).get('Range')).toBe('bytes=0-');
    expect(cancel).toHaveBeenCalled();
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test('accepts 200 as well', async () => {
    fakeFetch(() => new Response('ID3', { status: 200 }));
    await expect(probeAudioUrl('/a')).resolves.toBeUndefined();
  });

  test.each([403, 404, 416])('rejects an address that answers %i', async (status) => {
    fakeFetch(() => new Response('no', { status }));
    await expect(probeAudioUrl('/a')).rejects.toThrow(
      `The audio address answered with status ${status}`,
    );
  });
});
