import { jest } from '@jest/globals';
import { installFakeFetch } from '@/shared/lib/testing';
import { fetchAudioUrl, fetchPreviewUrl, probeAudioUrl, requestSignedUrl } from './media-api';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
/** Path and query of a sent request, as the server sees them. */
const addressOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Logged failures (spec §8: silent to the user, visible to developers). */
let warn: ReturnType<typeof jest.spyOn>;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('the generic media call', () => {
  test('throws the server’s error field', async () => {
    installFakeFetch(json({ error: 'soundcheck access required - purchase needed' }, 403));
    await expect(requestSignedUrl('/api/media/audio', 'x', 'tok')).rejects.toThrow(
      'soundcheck access required - purchase needed',
    );
  });

  test('throws "Request failed with status {status}" when the reply has no error field', async () => {
    installFakeFetch(new Response('<html>Bad gateway</html>', { status: 502 }));
    await expect(requestSignedUrl('/api/media/preview', 'x')).rejects.toThrow(
      new Error('Request failed with status 502'),
    );
  });

  test('a reply without a signed address is a failure', async () => {
    installFakeFetch(json({ signedUrl: '' }));
    await expect(requestSignedUrl('/api/media/preview', 'x')).rejects.toThrow(
      'The media reply carried no signedUrl',
    );
  });

  test('sends the bearer token only when given one', async () => {
    const fetch = installFakeFetch(() => json({ signedUrl: '/s' }));
    await requestSignedUrl('/api/media/preview', 'x');
    await requestSignedUrl('/api/media/audio', 'x', 'tok-1');
    expect(fetch.request(0).headers.has('Authorization')).toBe(false);
    expect(fetch.request(1).headers.get('Authorization')).toBe('Bearer tok-1');
  });
});

describe('fetchAudioUrl', () => {
  test('asks /api/media/audio for the encoded path with the bearer token', async () => {
    const fetch = installFakeFetch(json({ signedUrl: '/api/media/stream/a.mp3?exp=1' }));
    await expect(fetchAudioUrl('audio/Night Drive #1.mp3', 'tok-9')).resolves.toBe(
      '/api/media/stream/a.mp3?exp=1',
    );
    expect(addressOf(fetch.request())).toBe(
      '/api/media/audio?filePath=audio%2FNight%20Drive%20%231.mp3',
    );
    expect(fetch.request(0).headers.get('Authorization')).toBe('Bearer tok-9');
  });

  test.each([null, ''])('is null without a path (%j), asking nothing', async (path) => {
    const fetch = installFakeFetch(json({}));
    await expect(fetchAudioUrl(path, 'tok')).resolves.toBeNull();
    expect(fetch.requests).toHaveLength(0);
  });

  test('is null, and logged, when the call fails', async () => {
    installFakeFetch(json({ error: 'Authentication required for premium content' }, 401));
    await expect(fetchAudioUrl('audio/x.mp3', 'stale')).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith(
      'No signed audio address for audio/x.mp3',
      new Error('Authentication required for premium content'),
    );
  });
});

test('fetchPreviewUrl asks /api/media/preview without a token', async () => {
  const fetch = installFakeFetch(json({ signedUrl: '/api/media/stream/p.mp3?u=anon' }));
  await expect(fetchPreviewUrl('previews/p.mp3')).resolves.toBe('/api/media/stream/p.mp3?u=anon');
  expect(addressOf(fetch.request())).toBe('/api/media/preview?filePath=previews%2Fp.mp3');
  expect(fetch.request(0).headers.has('Authorization')).toBe(false);
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
    const fetch = installFakeFetch(() => new Response(body, { status: 206 }));

    await probeAudioUrl('/api/media/stream/a.mp3?exp=1');

    expect(addressOf(fetch.request())).toBe('/api/media/stream/a.mp3?exp=1');
    expect(fetch.request().method).toBe('GET');
    expect(fetch.request(0).headers.get('Range')).toBe('bytes=0-');
    expect(cancel).toHaveBeenCalled();
    expect(pulled).toBeLessThanOrEqual(1);
  });

  test('accepts 200 as well', async () => {
    installFakeFetch(new Response('ID3', { status: 200 }));
    await expect(probeAudioUrl('/a')).resolves.toBeUndefined();
  });

  test.each([403, 404, 416])('rejects an address that answers %i', async (status) => {
    installFakeFetch(new Response('no', { status }));
    await expect(probeAudioUrl('/a')).rejects.toThrow(
      `The audio address answered with status ${status}`,
    );
  });
});
