import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { pickTrack, rawRequest, type SeededTrack, seededTracks } from './media-fixtures.js';

let t: TestApp;
let listener: TestAccount;
let tracks: SeededTrack[];

beforeAll(async () => {
  tracks = await seededTracks();
  t = await startTestApp({ TRUST_PROXY: 'true' });
  listener = await newAccount(t.baseUrl);
}, 600_000);
afterAll(() => t.close());

const audio = (filePath: string, token?: string) =>
  call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/audio?filePath=${encodeURIComponent(filePath)}`,
    { token: token ?? null },
  );
const preview = (filePath: string) =>
  call<{ signedUrl: string }>(
    t.baseUrl,
    'GET',
    `/api/media/preview?filePath=${encodeURIComponent(filePath)}`,
  );

const standard = () => pickTrack(tracks, (x) => x.access_type === 'standard');
const soundcheck = () => pickTrack(tracks, (x) => x.access_type === 'soundcheck');

/** The signed URL's parts, with the path decoded as the server will read it. */
function partsOf(signedUrl: string) {
  const url = new URL(signedUrl, t.baseUrl);
  expect(url.pathname.startsWith('/api/media/stream/')).toBe(true);
  return {
    path: decodeURIComponent(url.pathname.slice('/api/media/stream/'.length)),
    user: url.searchParams.get('u'),
    expires: Number(url.searchParams.get('exp')),
  };
}

/**
 * Calls `ask` and checks the URL it signs lives `ttl` seconds from when the server signed it:
 * some time between the call and its answer, however long that took.
 */
async function expectLifetime<R extends { body: { signedUrl: string } }>(
  ask: () => Promise<R>,
  ttl: number,
): Promise<R> {
  const before = Date.now() / 1000;
  const reply = await ask();
  const after = Date.now() / 1000;
  const { expires } = partsOf(reply.body.signedUrl);
  expect(expires).toBeGreaterThanOrEqual(Math.floor(before + ttl) - 1);
  expect(expires).toBeLessThanOrEqual(Math.ceil(after + ttl) + 1);
  return reply;
}

describe('GET /api/media/audio', () => {
  test('a listener gets a URL for the full track, bound to them, living its length + 10 min', async () => {
    const track = standard();
    const ttl = Math.min(3600, Math.ceil(track.duration_s) + 600);
    const reply = await expectLifetime(() => audio(track.file_path, listener.token), ttl);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const parts = partsOf(reply.body.signedUrl);
    expect(parts.path).toBe(track.file_path);
    expect(parts.user).toBe(listener.userId);

    const played = await rawRequest(t.baseUrl, reply.body.signedUrl, { range: 'bytes=0-' });
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('audio/mpeg');
  });

  test('every non-Soundcheck access type plays for a listener', async () => {
    for (const type of ['free', 'standard', 'vip', 'limited']) {
      const track = tracks.find((x) => x.access_type === type);
      if (track) expect((await audio(track.file_path, listener.token)).status).toBe(200);
    }
  });

  test('an anonymous visitor is asked to log in for a full track', async () => {
    const reply = await audio(standard().file_path);
    expectEnvelope(reply, 401, 'MEDIA.LOGIN_REQUIRED');
    expect(reply.body.message).toBe('Please log in to play full tracks.');
  });

  test('an invalid or expired bearer token counts as anonymous', async () => {
    const reply = await audio(standard().file_path, `${listener.token}x`);
    expectEnvelope(reply, 401, 'MEDIA.LOGIN_REQUIRED');
  });

  test('Soundcheck: anonymous gets 401, a listener without a purchase 403, with the spec texts', async () => {
    const track = soundcheck();
    const anonymous = await audio(track.file_path);
    expectEnvelope(anonymous, 401, 'MEDIA.PREMIUM_LOGIN_REQUIRED');
    expect(anonymous.body.message).toBe('Authentication required for premium content');

    const withoutPurchase = await audio(track.file_path, listener.token);
    expectEnvelope(withoutPurchase, 403, 'MEDIA.PURCHASE_REQUIRED');
    expect(withoutPurchase.body.error).toBe('soundcheck access required - purchase needed');
  });

  test('an unknown path is 404 "Track not found"; a preview path is not a full track', async () => {
    for (const path of ['audio/no-such-track.mp3', standard().preview_path ?? 'previews/x.mp3']) {
      const reply = await audio(path, listener.token);
      expectEnvelope(reply, 404, 'MEDIA.TRACK_NOT_FOUND');
      expect(reply.body.message).toBe('Track not found');
    }
  });

  test.each([
    ['missing', '/api/media/audio'],
    ['blank', '/api/media/audio?filePath=%20%20'],
    ['over-long', `/api/media/audio?filePath=audio/${'a'.repeat(600)}.mp3`],
  ])('a %s filePath is 400', async (_label, path) => {
    const reply = await call(t.baseUrl, 'GET', path, { token: listener.token });
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.[0]?.field).toBe('filePath');
  });
});

describe('GET /api/media/preview', () => {
  const withPreview = () => pickTrack(tracks, (x) => x.preview_path !== null);

  test('anyone gets the preview clip, signed for nobody, living 30 s + 10 min', async () => {
    const track = withPreview();
    const reply = await expectLifetime(() => preview(track.preview_path ?? ''), 30 + 600);
    expect(reply.status).toBe(200);
    const parts = partsOf(reply.body.signedUrl);
    expect(parts).toMatchObject({ path: track.preview_path, user: 'anon' });
  });

  test('asking with the full track path still signs only the preview clip', async () => {
    const track = withPreview();
    const reply = await preview(track.file_path);
    expect(reply.status).toBe(200);
    expect(partsOf(reply.body.signedUrl).path).toBe(track.preview_path);
  });

  test('Soundcheck tracks with a teaser preview it to anonymous visitors too', async () => {
    const track = pickTrack(tracks, (x) => x.access_type === 'soundcheck' && !!x.preview_path);
    expect((await preview(track.file_path)).status).toBe(200);
  });

  test('a track without a preview is 404 with its own text; an unknown path "Track not found"', async () => {
    const noPreview = await preview(pickTrack(tracks, (x) => x.preview_path === null).file_path);
    expectEnvelope(noPreview, 404, 'MEDIA.NO_PREVIEW');
    expect(noPreview.body.message).toBe('This track has no preview.');

    const unknown = await preview('previews/no-such-clip.mp3');
    expectEnvelope(unknown, 404, 'MEDIA.TRACK_NOT_FOUND');
    expect(unknown.body.message).toBe('Track not found');
  });

  test('a missing filePath is 400', async () => {
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/media/preview'), 400);
  });
});
