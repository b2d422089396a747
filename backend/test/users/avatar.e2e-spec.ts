import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, relative } from 'node:path';

import sharp from 'sharp';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
let account: TestAccount;
let scratch: string;
beforeAll(async () => {
  // A media folder of this spec's own: the run's is written by specs in other workers meanwhile,
  // and the tests below check that nothing but the avatar is added anywhere around it.
  scratch = mkdtempSync(join(tmpdir(), 'encore-avatar-'));
  const media = join(scratch, 'media');
  mkdirSync(media);
  t = await startTestApp({ TRUST_PROXY: 'true', MEDIA_DIR: media });
  account = await newAccount(t.baseUrl);
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

function upload(bytes: Buffer | string, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([bytes], { type }), filename);
  return call<{ url: string }>(t.baseUrl, 'POST', '/api/user/avatar', {
    token: account.token,
    body: form,
  });
}

const photo = (format: 'jpeg' | 'png' | 'webp', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#e4ff1a' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();

const fileOf = (url: string) => join(t.config.env.MEDIA_DIR, url.replace('/media/', ''));

describe('avatar upload', () => {
  test('a real JPEG becomes a 512×512 WebP without metadata, served as image/webp', async () => {
    const source = await photo('jpeg');
    expect(source.toString('latin1')).toContain('secret-camera-owner');
    const reply = await upload(source, 'me.jpg', 'image/jpeg');
    expect(reply.status).toBe(201);

    const served = await fetch(t.baseUrl + reply.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    const stored = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.toString('latin1')).not.toContain('secret-camera-owner');
  });

  test('PNG and WebP are accepted too, and each upload removes the avatar it replaces', async () => {
    const first = await upload(await photo('png'), 'a.png', 'image/png');
    expect(first.status).toBe(201);
    expect(existsSync(fileOf(first.body.url))).toBe(true);
    const second = await upload(await photo('webp', 300, 900), 'b.webp', 'image/webp');
    expect(second.status).toBe(201);
    expect(second.body.url).not.toBe(first.body.url);
    expect(existsSync(fileOf(first.body.url))).toBe(false);
    expect(existsSync(fileOf(second.body.url))).toBe(true);

    const removed = await call(t.baseUrl, 'PUT', '/api/user/profile', {
      token: account.token,
      body: { avatar_url: null },
    });
    expect(removed).toMatchObject({ status: 200, body: { avatar_url: null } });
    expect(existsSync(fileOf(second.body.url))).toBe(false);
  });

  test('an SVG is refused, whatever it claims to be', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const [name, type] of [
      ['x.svg', 'image/svg+xml'],
      ['x.png', 'image/png'],
    ] as const) {
      const reply = await upload(svg, name, type);
      expectEnvelope(reply, 415, 'USERS.AVATAR_TYPE');
      expect(reply.body.message).toBe('Avatars must be JPEG, PNG or WebP images.');
    }
  });

  test('text renamed to .jpg is refused by its content, not its name', async () => {
    const reply = await upload('just some text, not an image at all', 'photo.jpg', 'image/jpeg');
    expectEnvelope(reply, 415, 'USERS.AVATAR_TYPE');
  });

  test('a file with image magic bytes that does not decode is a clear 400', async () => {
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expectEnvelope(await upload(fake, 'broken.jpg', 'image/jpeg'), 400, 'USERS.AVATAR_UNREADABLE');
  });

  test('over 5 MB is refused with 413 and nothing is stored', async () => {
    const big = Buffer.concat([await photo('jpeg'), Buffer.alloc(5 * 1024 * 1024)]);
    const before = (await call(t.baseUrl, 'GET', '/api/user/profile', { token: account.token }))
      .body.avatar_url;
    const reply = await upload(big, 'huge.jpg', 'image/jpeg');
    expectEnvelope(reply, 413, 'USERS.AVATAR_TOO_LARGE');
    expect(reply.body.message).toBe('Avatar images must be 5 MB or smaller.');
    const after = (await call(t.baseUrl, 'GET', '/api/user/profile', { token: account.token })).body
      .avatar_url;
    expect(after).toBe(before);
  });

  test('a missing file field, a JSON body or no token get clear errors', async () => {
    expectEnvelope(
      await upload(await photo('png'), 'a.png', 'image/png', 'avatar'),
      400,
      'USERS.AVATAR_MISSING',
    );
    const json = await call(t.baseUrl, 'POST', '/api/user/avatar', {
      token: account.token,
      body: { file: 'data:image/png;base64,AAAA' },
    });
    expectEnvelope(json, 400, 'USERS.AVATAR_MISSING');
    const form = new FormData();
    form.append('file', new Blob([await photo('png')], { type: 'image/png' }), 'a.png');
    expectEnvelope(await call(t.baseUrl, 'POST', '/api/user/avatar', { body: form }), 401);
  });

  test('malformed multipart bodies are a 400 in the envelope, and nothing is stored', async () => {
    const before = (await call(t.baseUrl, 'GET', '/api/user/profile', { token: account.token }))
      .body.avatar_url;
    const part = '--b\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n';
    const malformed: [string, string][] = [
      ['multipart/form-data', 'no boundary declared'],
      ['multipart/form-data; boundary=""', 'an empty boundary'],
      ['multipart/form-data; boundary=b', `${part}\x89PNG cut off without a closing boundary`],
      ['multipart/form-data; boundary=b', '--b\r\nno headers at all\r\n--b--'],
    ];
    for (const [contentType, body] of malformed) {
      const response = await fetch(`${t.baseUrl}/api/user/avatar`, {
        method: 'POST',
        headers: { authorization: `Bearer ${account.token}`, 'content-type': contentType },
        body,
      });
      const reply = {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
        headers: response.headers,
        ms: 0,
      };
      expect([reply.status, contentType, body]).toEqual([400, contentType, body]);
      expectEnvelope(reply, 400);
    }
    const after = (await call(t.baseUrl, 'GET', '/api/user/profile', { token: account.token })).body
      .avatar_url;
    expect(after).toBe(before);
  });
});

/** Every file under `root`, as paths relative to it. */
const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));

/** One multipart upload written by hand, so the file name goes on the wire exactly as given. */
async function uploadNamed(bytes: Buffer, disposition: string) {
  const head = `--b\r\nContent-Disposition: form-data; name="file"; ${disposition}\r\nContent-Type: image/png\r\n\r\n`;
  const response = await fetch(`${t.baseUrl}/api/user/avatar`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${account.token}`,
      'content-type': 'multipart/form-data; boundary=b',
    },
    body: Buffer.concat([Buffer.from(head), bytes, Buffer.from('\r\n--b--\r\n')]),
  });
  return { status: response.status, body: (await response.json()) as { url?: string } };
}

const GENERATED_AVATAR_URL =
  /^\/media\/images\/avatars\/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\.webp$/;

describe('the stored avatar is named by the server, never by the client', () => {
  test.each([
    ['filename="../../etc/passwd"'],
    ['filename="a\u0000b.png"'],
    ['filename="..\\..\\..\\evil.png"'],
    ['filename="/tmp/evil.png"'],
    ["filename*=UTF-8''..%2F..%2Fevil.png"],
    ['filename=".htaccess"'],
  ])('%j: a generated name and a WebP, only in the avatars folder', async (disposition) => {
    // The media folder's parent holds nothing this test does not see (a scratch folder of its own).
    const outside = dirname(t.config.env.MEDIA_DIR);
    const before = new Set(filesUnder(outside));
    const absoluteTargetBefore = existsSync('/tmp/evil.png');

    const reply = await uploadNamed(await photo('png'), disposition);
    // The bytes are a real image, so the upload is accepted: only its name is thrown away.
    expect(reply.status).toBe(201);
    expect(reply.body.url).toMatch(GENERATED_AVATAR_URL);
    const url = reply.body.url ?? '';
    const profile = await call(t.baseUrl, 'GET', '/api/user/profile', { token: account.token });
    expect(profile.body.avatar_url).toBe(url);

    const added = filesUnder(outside).filter((path) => !before.has(path));
    expect(added).toEqual([relative(outside, fileOf(url))]);
    expect(added[0]).toBe(
      join(basename(t.config.env.MEDIA_DIR), 'images', 'avatars', basename(url)),
    );
    expect((await sharp(fileOf(url)).metadata()).format).toBe('webp');
    expect(existsSync('/tmp/evil.png')).toBe(absoluteTargetBefore);
  });
});

describe('profile', () => {
  test('display names are trimmed and limited to 1–60 characters; avatar_url cannot be pointed elsewhere', async () => {
    const own = await newAccount(t.baseUrl);
    const put = (body: unknown) =>
      call(t.baseUrl, 'PUT', '/api/user/profile', { token: own.token, body });
    expect(await put({ display_name: '  DJ Ünïcode ✨ ' })).toMatchObject({
      status: 200,
      body: { display_name: 'DJ Ünïcode ✨' },
    });
    for (const bad of [{ display_name: '   ' }, { display_name: 'x'.repeat(61) }]) {
      const reply = await put(bad);
      expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
      expect(reply.body.details?.[0]?.field).toBe('display_name');
    }
    expectEnvelope(await put({ avatar_url: 'https://evil.example/x.png' }), 400);
    expectEnvelope(await put({ role: 'admin' }), 400);
    const profile = await call(t.baseUrl, 'GET', '/api/user/profile', { token: own.token });
    expect(profile.body).toMatchObject({ display_name: 'DJ Ünïcode ✨', role: 'listener' });
  });
});
