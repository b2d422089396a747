import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { join } from 'node:path';

import { newAccount } from '../support/accounts.js';
import { decodeMp3 } from '../support/decode-mp3.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pickTrack, rawRequest, type SeededTrack, seededTracks } from './media-fixtures.js';

let t: TestApp;
let track: SeededTrack;
let file: Buffer;
let url: string;

beforeAll(async () => {
  track = pickTrack(await seededTracks(), (x) => x.access_type === 'standard');
  t = await startTestApp({ TRUST_PROXY: 'true' });
  const listener = await newAccount(t.baseUrl);
  const reply = await call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(track.file_path)}`,
    { token: listener.token },
  );
  url = reply.body.signedUrl;
  file = await readFile(join(t.config.env.MEDIA_DIR, track.file_path));
}, 600_000);
afterAll(() => t.close());

const get = (headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(t.baseUrl, url, headers, method);

describe('streaming a signed URL', () => {
  test('without Range: 200, the whole file, audio/mpeg, validators and a private max-age', async () => {
    const reply = await get();
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('audio/mpeg');
    expect(reply.headers.get('content-length')).toBe(String(file.length));
    expect(reply.headers.get('accept-ranges')).toBe('bytes');
    expect(reply.headers.get('etag')).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
    expect(reply.headers.get('last-modified')).toMatch(/GMT$/);
    const maxAge = Number(
      /^private, max-age=(\d+)$/.exec(reply.headers.get('cache-control') ?? '')?.[1],
    );
    expect(maxAge).toBeGreaterThan(Math.min(3600, Math.ceil(track.duration_s) + 600) - 10);
    expect(reply.bytes.equals(file)).toBe(true);
  });

  test('a full GET decodes to the track as stored', async () => {
    const audio = await decodeMp3((await get()).bytes);
    expect(audio.errorCount).toBe(0);
    expect(Math.abs(audio.durationS - track.duration_s)).toBeLessThanOrEqual(1);
  });

  test.each([
    ['bytes=0-1', 0, 1],
    ['bytes=0-', 0, -1],
    ['bytes=100-', 100, -1],
    ['bytes=-500', -500, -1],
    ['bytes=1000-999999999', 1000, -1],
  ])('%s: 206 with Content-Range, exact length and the file bytes', async (range, from, to) => {
    const start = from < 0 ? file.length + from : from;
    const end = to < 0 ? file.length + to : to;
    const reply = await get({ range });
    expect(reply.status).toBe(206);
    expect(reply.headers.get('content-range')).toBe(`bytes ${start}-${end}/${file.length}`);
    expect(reply.headers.get('content-length')).toBe(String(end - start + 1));
    expect(reply.headers.get('content-type')).toBe('audio/mpeg');
    expect(reply.bytes.equals(file.subarray(start, end + 1))).toBe(true);
  });

  test('a start beyond the end is 416 with the size, in the envelope', async () => {
    const reply = await get({ range: `bytes=${file.length + 10}-` });
    expectEnvelope(reply, 416, 'MEDIA.RANGE_NOT_SATISFIABLE');
    expect(reply.headers.get('content-range')).toBe(`bytes */${file.length}`);
  });

  test.each([
    ['several ranges', 'bytes=0-1,100-199'],
    ['a malformed header', 'bytes=abc'],
    ['an unknown unit', 'pages=1-2'],
  ])('%s: the whole file with 200', async (_label, range) => {
    const reply = await get({ range });
    expect(reply.status).toBe(200);
    expect(reply.bytes.length).toBe(file.length);
  });

  test('If-None-Match with the ETag, or If-Modified-Since, is 304 without a body', async () => {
    const { headers } = await get({}, 'HEAD');
    const etag = headers.get('etag') ?? '';
    for (const conditional of [
      { 'if-none-match': etag },
      { 'if-modified-since': headers.get('last-modified') ?? '' },
    ]) {
      const reply = await get({ ...conditional, range: 'bytes=0-1' });
      expect(reply.status).toBe(304);
      expect(reply.bytes.length).toBe(0);
      expect(reply.headers.get('etag')).toBe(etag);
    }
    expect((await get({ 'if-none-match': '"stale"' })).status).toBe(200);
  });

  test('If-Range: the range for the current ETag, the whole file for a stale one', async () => {
    const etag = (await get({}, 'HEAD')).headers.get('etag') ?? '';
    expect((await get({ range: 'bytes=0-1', 'if-range': etag })).status).toBe(206);
    const stale = await get({ range: 'bytes=0-1', 'if-range': '"stale"' });
    expect(stale.status).toBe(200);
    expect(stale.bytes.length).toBe(file.length);
  });

  test('HEAD sends the headers a GET would, without a body', async () => {
    const whole = await get({}, 'HEAD');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(file.length));
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.bytes.length).toBe(0);

    const part = await get({ range: 'bytes=-500' }, 'HEAD');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-length')).toBe('500');
    expect(part.bytes.length).toBe(0);
  });

  test('concurrent downloads each get exactly their own bytes', async () => {
    const ranges = Array.from({ length: 12 }, (_, i) => {
      const start = (i * 97_531) % (file.length - 300_000);
      return { start, end: start + 150_000 + i * 10_000 };
    });
    const replies = await Promise.all(
      ranges.map(({ start, end }) => get({ range: `bytes=${start}-${end}` })),
    );
    replies.forEach((reply, i) => {
      const { start, end } = ranges[i] ?? { start: 0, end: 0 };
      expect(reply.bytes.equals(file.subarray(start, end + 1))).toBe(true);
    });
  });

  test('a listener who hangs up mid-stream does not disturb the next one', async () => {
    await new Promise<void>((resolve, reject) => {
      const outgoing = request(new URL(url, t.baseUrl), (incoming) => {
        incoming.once('data', () => {
          outgoing.destroy();
          resolve();
        });
      });
      outgoing.on('error', (error) => {
        if (!outgoing.destroyed) reject(error);
      });
      outgoing.end();
    });
    const next = await get();
    expect(next.status).toBe(200);
    expect(next.bytes.equals(file)).toBe(true);
  });

  test('bytes carry nosniff and the request id like every other reply', async () => {
    const reply = await get({ range: 'bytes=0-1' });
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('x-request-id')).toMatch(/.+/);
  });
});
