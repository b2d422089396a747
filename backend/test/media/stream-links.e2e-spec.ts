import { existsSync } from 'node:fs';
import { rm, symlink } from 'node:fs/promises';
import { join } from 'node:path';

import { signMediaUrl } from '../../src/modules/media/index.js';
import { expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pickTrack, rawRequest, type SeededTrack, seededTracks } from './media-fixtures.js';

let t: TestApp;
let tracks: SeededTrack[];
const USER = '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f';

beforeAll(async () => {
  tracks = await seededTracks();
  t = await startTestApp();
}, 600_000);
afterAll(() => t.close());

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const sign = (path: string, exp = inAnHour(), user = USER) =>
  signMediaUrl({ path, user, exp }, t.config.env.MEDIA_URL_SECRET);
const get = (path: string) => rawRequest(t.baseUrl, path);

describe('signed stream URLs', () => {
  const track = () => pickTrack(tracks, (x) => x.access_type === 'standard');

  test('an untouched URL plays', async () => {
    expect((await get(sign(track().file_path))).status).toBe(200);
  });

  test.each([
    ['path', (url: string) => url.replace(/[^/]+\.mp3\?/, (name) => `x${name}`)],
    ['user', (url: string) => url.replace(`u=${USER}`, 'u=anon')],
    [
      'exp',
      (url: string) => url.replace(/exp=(\d+)/, (_m, exp: string) => `exp=${Number(exp) + 60}`),
    ],
    [
      'sig',
      (url: string) => url.replace(/sig=(.)/, (_m, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`),
    ],
    ['missing sig', (url: string) => url.replace(/&sig=.*$/, '')],
  ])('a tampered %s is 403', async (_label, tamper) => {
    const reply = await get(tamper(sign(track().file_path)));
    expectEnvelope(reply, 403, 'MEDIA.LINK_INVALID');
  });

  test('a URL signed for one track does not open another', async () => {
    const [first, second] = tracks;
    const url = sign(first?.file_path ?? '');
    const swapped = url.replace(
      encodeURI(first?.file_path ?? ''),
      encodeURI(second?.file_path ?? ''),
    );
    expectEnvelope(await get(swapped), 403, 'MEDIA.LINK_INVALID');
  });

  test('an authentic but expired URL is 410', async () => {
    const reply = await get(sign(track().file_path, Math.floor(Date.now() / 1000) - 1));
    expectEnvelope(reply, 410, 'MEDIA.LINK_EXPIRED');
  });

  test('an authentic URL for a file that is not stored is 404', async () => {
    expectEnvelope(await get(sign('audio/not-stored.mp3')), 404, 'MEDIA.FILE_NOT_FOUND');
  });
});

describe('paths that leave the media folder', () => {
  // The test run keeps its secrets file right next to MEDIA_DIR: `../secrets.json`.
  const query = () => sign('x.mp3').split('?')[1] ?? '';

  test('the secrets file really is where ../secrets.json points', () => {
    expect(existsSync(join(t.config.env.MEDIA_DIR, '..', 'secrets.json'))).toBe(true);
  });

  test.each([
    ['../', '/api/media/stream/../secrets.json'],
    ['nested ../', '/api/media/stream/audio/../../secrets.json'],
    ['%2e%2e/', '/api/media/stream/%2e%2e/secrets.json'],
    ['%2E%2E%2F', '/api/media/stream/%2E%2E%2Fsecrets.json'],
    ['..%5c', '/api/media/stream/..%5csecrets.json'],
    ['an absolute path', '/api/media/stream//etc/passwd'],
    ['an encoded absolute path', '/api/media/stream/%2Fetc%2Fpasswd'],
    ['a NUL byte', '/api/media/stream/audio/x.mp3%00.png'],
  ])('%s is 404 and leaks nothing', async (_label, path) => {
    const reply = await get(`${path}?${query()}`);
    expectEnvelope(reply, 404, 'MEDIA.FILE_NOT_FOUND');
    expect(reply.bytes.toString()).not.toContain(t.config.env.MEDIA_URL_SECRET);
  });

  test('even a correctly signed traversal path is 404', async () => {
    const signed = sign('../secrets.json');
    expect(signed).toContain('/stream/../secrets.json?');
    expectEnvelope(await get(signed), 404, 'MEDIA.FILE_NOT_FOUND');
  });

  test('a signed symlink inside the media folder pointing outside it is 404', async () => {
    const link = join(t.config.env.MEDIA_DIR, 'audio', 'escape.mp3');
    // The media folder outlives a run (TEST_MEDIA_DIR): an interrupted run may have left it.
    await rm(link, { force: true });
    await symlink(t.config.env.SECRETS_FILE, link);
    expectEnvelope(await get(sign('audio/escape.mp3')), 404, 'MEDIA.FILE_NOT_FOUND');
  });
});
