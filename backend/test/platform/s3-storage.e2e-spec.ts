import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';

import { loadConfig } from '../../src/config/index.js';
import {
  copyIntoStorage,
  createMediaStorage,
  type MediaStorage,
} from '../../src/platform/storage/index.js';
import { pickTrack, rawRequest, type SeededTrack, seededTracks } from '../media/media-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startS3Server, type S3TestServer } from '../support/s3-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

// Media in S3-compatible object storage (docs/adr/0039): the adapter against a real
// S3-compatible server, then the whole app with STORAGE_DRIVER=s3.

const BYTES = Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7) % 256));
const KEY = 'audio/s3-test/night drive #1.mp3';

let s3: S3TestServer;
let storage: MediaStorage;
let tracks: SeededTrack[];
/** Where the demo seed rendered its media (the local disk these tests copy from). */
const mediaDir = loadConfig().env.MEDIA_DIR;

beforeAll(async () => {
  tracks = await seededTracks();
  s3 = await startS3Server();
  storage = createMediaStorage(loadConfig({ ...process.env, ...s3.env }).env);
}, 600_000);
afterAll(() => s3.close());

/** The bytes a reader writes for `start..end`. */
async function readThroughPort(path: string, start: number, end: number): Promise<Buffer> {
  const file = await storage.open(path);
  if (file === null) throw new Error(`${path} is not stored`);
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  try {
    await file.writeRange({ start, end }, sink);
  } finally {
    file.close();
  }
  return Buffer.concat(chunks);
}

const bytesOf = async (response: Response): Promise<Buffer> =>
  Buffer.from(await response.arrayBuffer());
/** Jest compares a megabyte of Buffer byte by byte for seconds: compare digests instead. */
const digest = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('the S3 storage adapter', () => {
  test('uploads, heads, reads a range through the port and deletes', async () => {
    await storage.put(KEY, BYTES);
    const info = await storage.stat(KEY);
    expect(info?.size).toBe(BYTES.length);
    expect(info?.mtime.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await readThroughPort(KEY, 100, 1099)).toEqual(BYTES.subarray(100, 1100));

    await storage.put('audio/s3-test/gone.mp3', BYTES);
    await storage.delete('audio/s3-test/gone.mp3');
    expect(await storage.stat('audio/s3-test/gone.mp3')).toBeNull();
    await expect(storage.delete('audio/s3-test/gone.mp3')).resolves.toBeUndefined();
  });

  test.each([
    ['a missing key', 'audio/s3-test/missing.mp3'],
    ['a parent segment', 'audio/../secrets.json'],
    ['an absolute path', '/audio/x.mp3'],
  ])('finds nothing for %s', async (_label, path) => {
    expect(await storage.stat(path)).toBeNull();
    expect(await storage.open(path)).toBeNull();
  });

  test('refuses to write a path that is not a storage key', async () => {
    await expect(storage.put('audio/../escape.mp3', BYTES)).rejects.toThrow(/Not a storage path/);
  });

  test('a presigned GET serves the file, and a Range of it as 206 with the right bytes', async () => {
    await storage.put(KEY, BYTES);
    const url = await storage.directUrl(KEY, 600);
    expect(url).not.toBeNull();
    const address = new URL(url ?? '');
    expect(address.origin).toBe(s3.endpoint);
    expect(address.searchParams.get('X-Amz-Expires')).toBe('600');

    const whole = await fetch(address);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('cache-control')).toBe('private, max-age=600');
    expect(await bytesOf(whole)).toEqual(BYTES);

    const part = await fetch(address, { headers: { range: 'bytes=1000-1999' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${BYTES.length}`);
    expect(await bytesOf(part)).toEqual(BYTES.subarray(1000, 2000));

    const tail = await fetch(address, { headers: { range: 'bytes=0-' } });
    expect(tail.status).toBe(206);
    expect(await bytesOf(tail)).toEqual(BYTES);
  });

  test('an expired presigned GET is refused, and so is a tampered one', async () => {
    await storage.put(KEY, BYTES);
    const tampered = new URL((await storage.directUrl(KEY, 600)) ?? '');
    tampered.pathname = tampered.pathname.replace('night', 'day');
    expect((await fetch(tampered)).status).toBe(403);

    const short = (await storage.directUrl(KEY, 1)) ?? '';
    expect((await fetch(short, { headers: { range: 'bytes=0-' } })).status).toBe(206);
    await sleep(2200);
    const expired = await fetch(short, { headers: { range: 'bytes=0-' } });
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });

  test('copies local files in once: a second run finds them there', async () => {
    const track = pickTrack(tracks, (x) => x.preview_path !== null);
    const paths = [track.file_path, track.preview_path ?? ''];
    expect(await copyIntoStorage(storage, mediaDir, paths)).toEqual({ copied: 2, unchanged: 0 });
    expect(await copyIntoStorage(storage, mediaDir, paths)).toEqual({ copied: 0, unchanged: 2 });
    expect((await storage.stat(track.file_path))?.size).toBe(
      (await readFile(join(mediaDir, track.file_path))).length,
    );
  });
});

describe('the app with STORAGE_DRIVER=s3', () => {
  let t: TestApp;
  let listener: TestAccount;
  let track: SeededTrack;
  let full: Buffer;
  let preview: Buffer;

  beforeAll(async () => {
    track = pickTrack(tracks, (x) => x.access_type === 'standard' && x.preview_path !== null);
    await copyIntoStorage(storage, mediaDir, [track.file_path, track.preview_path ?? '']);
    full = await readFile(join(mediaDir, track.file_path));
    preview = await readFile(join(mediaDir, track.preview_path ?? ''));
    t = await startTestApp({ TRUST_PROXY: 'true', ...s3.env });
    listener = await newAccount(t.baseUrl);
  }, 600_000);
  afterAll(() => t.close());

  const signedUrl = async (path: string, token: string | null = null) => {
    const reply = await call<{ signedUrl: string }>(t.baseUrl, 'GET', path, { token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    return new URL(reply.body.signedUrl);
  };

  test("a member's full-track address is a presigned GET of the track, living its length + 10 min", async () => {
    const address = await signedUrl(
      `/api/media/audio?filePath=${encodeURIComponent(track.file_path)}`,
      listener.token,
    );
    expect(address.origin).toBe(s3.endpoint);
    expect(decodeURIComponent(address.pathname)).toBe(`/${s3.bucket}/${track.file_path}`);
    const ttl = Math.min(3600, Math.ceil(track.duration_s) + 600);
    expect(address.searchParams.get('X-Amz-Expires')).toBe(String(ttl));

    const played = await fetch(address, { headers: { range: 'bytes=0-' } });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
    expect(digest(await bytesOf(played))).toBe(digest(full));
    const seek = await fetch(address, { headers: { range: 'bytes=5000-5999' } });
    expect(seek.status).toBe(206);
    expect(await bytesOf(seek)).toEqual(full.subarray(5000, 6000));
  });

  test('a visitor gets no full-track address, only a presigned GET of the preview clip', async () => {
    const refused = await call(
      t.baseUrl,
      'GET',
      `/api/media/audio?filePath=${encodeURIComponent(track.file_path)}`,
    );
    expectEnvelope(refused, 401, 'MEDIA.LOGIN_REQUIRED');
    expect(JSON.stringify(refused.body)).not.toContain('X-Amz');

    // Asked with the full track's path, the preview call still signs only the clip.
    for (const path of [track.file_path, track.preview_path ?? '']) {
      const address = await signedUrl(`/api/media/preview?filePath=${encodeURIComponent(path)}`);
      expect(decodeURIComponent(address.pathname)).toBe(`/${s3.bucket}/${track.preview_path}`);
      expect(address.searchParams.get('X-Amz-Expires')).toBe('630');
      const heard = await fetch(address, { headers: { range: 'bytes=0-' } });
      expect(heard.status).toBe(206);
      const bytes = await bytesOf(heard);
      expect(digest(bytes)).toBe(digest(preview));
      expect(bytes.length).toBeLessThan(full.length);
    }
  });

  test("the page's CSP lets the player fetch from the bucket's origin", async () => {
    const reply = await call(t.baseUrl, 'GET', '/api/health');
    const csp = reply.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(new RegExp(`media-src [^;]*${s3.endpoint}`));
    expect(csp).toMatch(new RegExp(`connect-src [^;]*${s3.endpoint}`));
  });

  test('avatars are stored in the bucket and served from it under the same URLs', async () => {
    const form = new FormData();
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
    const first = await call<{ url: string }>(t.baseUrl, 'POST', '/api/user/avatar', {
      token: listener.token,
      body: form,
    });
    expect(first.status).toBe(201);
    const key = first.body.url.replace('/media/', '');
    expect((await storage.stat(key))?.size).toBeGreaterThan(0);

    const served = await fetch(t.baseUrl + first.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await bytesOf(served)).subarray(8, 12).toString('latin1')).toBe('WEBP');

    const removed = await call(t.baseUrl, 'PUT', '/api/user/profile', {
      token: listener.token,
      body: { avatar_url: null },
    });
    expect(removed.status).toBe(200);
    expect(await storage.stat(key)).toBeNull();
    expect((await fetch(t.baseUrl + first.body.url)).status).toBe(404);
  });

  test('an image path that is not a storage key is a 404, never a file outside images/', async () => {
    // Sent as written: fetch would resolve the `%2e%2e` segment before sending.
    for (const path of ['/media/images/%2e%2e/audio/x.mp3', '/media/images/a%00b.webp']) {
      expect((await rawRequest(t.baseUrl, path)).status).toBe(404);
    }
  });
});
