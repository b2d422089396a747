import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';

import { pickTrack, seededTracks } from '../media/media-fixtures.js';
import { newAccount } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BOTH = { 'accept-encoding': 'gzip, deflate, br' };
const GZIP = { 'accept-encoding': 'gzip' };
const IMMUTABLE = 'public, max-age=31536000, immutable';

// A built SPA as the frontend's build leaves it: index.html, and a hashed asset with its
// precompressed siblings (the build's own output, so a byte-for-byte comparison proves they were
// sent as they are rather than compressed again).
const indexHtml = `<!doctype html><title>Encore</title><div id="root"></div>${'<!-- padding -->'.repeat(100)}`;
const script = `console.log(${JSON.stringify('encore '.repeat(400))});`;
const scriptBr = brotliCompressSync(script);
const scriptGz = gzipSync(script);

let t: TestApp;
let streamUrl: string;

beforeAll(async () => {
  const spa = mkdtempSync(join(tmpdir(), 'encore-spa-compressed-'));
  mkdirSync(join(spa, 'assets'));
  writeFileSync(join(spa, 'index.html'), indexHtml);
  writeFileSync(join(spa, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(spa, 'assets', 'index-abc123.js.br'), scriptBr);
  writeFileSync(join(spa, 'assets', 'index-abc123.js.gz'), scriptGz);
  const track = pickTrack(await seededTracks(), (x) => x.access_type === 'standard');
  t = await startTestApp({ SPA_DIR: spa, TRUST_PROXY: 'true' });
  const covers = join(t.config.env.MEDIA_DIR, 'images', 'covers');
  mkdirSync(covers, { recursive: true });
  // A JPEG-named file of compressible-looking bytes: only its type keeps it uncompressed.
  writeFileSync(join(covers, 'compression-test.jpg'), Buffer.alloc(8192, 0x41));
  const listener = await newAccount(t.baseUrl);
  const reply = await call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(track.file_path)}`,
    { token: listener.token },
  );
  streamUrl = reply.body.signedUrl;
}, 600_000);
afterAll(() => t.close());

interface Wire {
  status: number;
  headers: Headers;
  /** The body as it crossed the wire: still compressed, if it was. */
  bytes: Buffer;
}

/** A GET that, unlike fetch, leaves the body as sent. */
function get(path: string, headers: Record<string, string> = {}): Promise<Wire> {
  return new Promise((resolve, reject) => {
    request(`${t.baseUrl}${path}`, { headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('error', reject);
      incoming.on('end', () => {
        const pairs = Object.entries(incoming.headers).map(([name, value]): [string, string] => [
          name,
          Array.isArray(value) ? value.join(', ') : (value ?? ''),
        ]);
        resolve({
          status: incoming.statusCode ?? 0,
          headers: new Headers(pairs),
          bytes: Buffer.concat(chunks),
        });
      });
    })
      .on('error', reject)
      .end();
  });
}

describe('JSON replies', () => {
  test('over 1 KB: brotli when the client takes it, the same JSON once decoded', async () => {
    const plain = await get('/api/docs-json');
    const reply = await get('/api/docs-json', BOTH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(reply.bytes.length).toBeLessThan(plain.bytes.length / 3);
    expect(brotliDecompressSync(reply.bytes).equals(plain.bytes)).toBe(true);
  });

  test('over 1 KB: gzip for a client that only takes gzip', async () => {
    const reply = await get('/api/docs-json', GZIP);
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    expect(JSON.parse(gunzipSync(reply.bytes).toString('utf8'))).toHaveProperty('openapi');
  });

  test('over 1 KB: as it is for a client that asks for no encoding', async () => {
    const reply = await get('/api/docs-json');
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(reply.bytes.toString('utf8'))).toHaveProperty('openapi');
  });

  test('under 1 KB (the health check, an error envelope): as they are', async () => {
    for (const path of ['/api/health', '/api/no-such-route']) {
      const reply = await get(path, BOTH);
      expect(reply.bytes.length).toBeLessThan(1024);
      expect(reply.headers.get('content-encoding')).toBeNull();
      expect(JSON.parse(reply.bytes.toString('utf8'))).toBeInstanceOf(Object);
    }
  });
});

describe('never compressed', () => {
  test('audio streams, whole or a Range', async () => {
    const whole = await get(streamUrl, BOTH);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('audio/mpeg');
    expect(whole.headers.get('content-encoding')).toBeNull();
    expect(whole.headers.get('content-length')).toBe(String(whole.bytes.length));

    const part = await get(streamUrl, { ...BOTH, range: 'bytes=100-4195' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-encoding')).toBeNull();
    expect(part.bytes.equals(whole.bytes.subarray(100, 4196))).toBe(true);
  });

  test('images (already compressed formats)', async () => {
    const reply = await get('/media/images/covers/compression-test.jpg', BOTH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('image/jpeg');
    expect(reply.headers.get('content-encoding')).toBeNull();
    expect(reply.bytes.length).toBe(8192);
  });
});

describe('the built SPA', () => {
  test('a hashed asset: its precompressed .br sent as it is, cached for a year', async () => {
    const reply = await get('/assets/index-abc123.js', BOTH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('content-type')).toMatch(/javascript/);
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(reply.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(reply.bytes.equals(scriptBr)).toBe(true);
  });

  test('a hashed asset: its .gz for a gzip-only client, the file itself for the rest', async () => {
    const gz = await get('/assets/index-abc123.js', GZIP);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(gz.bytes.equals(scriptGz)).toBe(true);

    const plain = await get('/assets/index-abc123.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(plain.bytes.toString('utf8')).toBe(script);
  });

  test('index.html (any client route): compressed, never cached without revalidation', async () => {
    const reply = await get('/artist/some-artist', BOTH);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toMatch(/text\/html/);
    expect(reply.headers.get('content-encoding')).toBe('br');
    expect(reply.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(reply.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(reply.bytes).toString('utf8')).toBe(indexHtml);
  });
});
