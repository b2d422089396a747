import { signMediaUrl, studioListener } from '../../src/modules/media/index.js';
import { rawRequest } from '../media/media-fixtures.js';
import { newAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  listedGenre,
  markTrackReady,
  ok,
  studio,
  studioArtist,
  type StudioArtist,
  type StudioTrack,
} from './releases-suite.js';

/**
 * The studio plays a draft's track to its artist (issue 25, docs/adr/0041): the preview start is
 * chosen by ear before anything is public. The address opens that track's files only, for no one
 * the studio did not let in, and the public stream rules for hidden tracks (ADR 0044) still hold.
 */
let t: TestApp;
let artist: StudioArtist;
let genre: string;
beforeAll(async () => {
  t = await startTestApp();
  artist = await studioArtist(t.baseUrl);
  genre = await listedGenre();
});
afterAll(async () => {
  await t.close();
});

interface TrackAudio {
  url: string;
  expires_at: string;
}

/** A draft release of the artist's with one track slot, made ready unless told otherwise. */
async function draftTrack(ready = true): Promise<StudioTrack> {
  const as = studio(t.baseUrl, artist.token);
  const release = ok(
    await as.post('/releases', { title: 'Tidal Rooms', access_type: 'standard', genres: [genre] }),
    201,
  );
  const slot = ok(
    await as.post<StudioTrack>(`/releases/${release.id}/tracks`, {
      file_name: '01 Low Water.wav',
      file_size: 40_000_000,
    }),
    201,
  );
  if (ready) await markTrackReady(slot.id, 200);
  return slot;
}

const audioOf = (trackId: string, token: string | null) =>
  call<TrackAudio>(t.baseUrl, 'GET', `/api/studio/tracks/${trackId}/audio`, { token });

test("a draft's track plays to its artist in the studio, with ranges, for a limited time", async () => {
  const track = await draftTrack();
  const before = Date.now();
  const reply = await audioOf(track.id, artist.token);
  const audio = ok(reply);
  expect(reply.headers.get('cache-control')).toBe('no-store');
  expect(audio.url).toMatch(
    new RegExp(`^/api/media/stream/audio/${track.id}/1/stream\\.mp3\\?u=studio-${track.id}&`),
  );
  // The track's 200 s plus the stream's ten minutes of slack.
  const lifetimeS = (Date.parse(audio.expires_at) - before) / 1000;
  expect(lifetimeS).toBeGreaterThan(790);
  expect(lifetimeS).toBeLessThanOrEqual(801);

  const whole = await rawRequest(t.baseUrl, audio.url);
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-type')).toBe('audio/mpeg');
  expect(whole.bytes.length).toBeGreaterThan(1000);
  const part = await rawRequest(t.baseUrl, audio.url, { range: 'bytes=100-199' });
  expect(part.status).toBe(206);
  expect(part.bytes).toEqual(whole.bytes.subarray(100, 200));
});

test('the draft stays hidden from everyone else: the public routes and other signatures', async () => {
  const track = await draftTrack();
  const audio = ok(await audioOf(track.id, artist.token));
  const path = decodeURIComponent(new URL(audio.url, t.baseUrl).pathname).replace(
    '/api/media/stream/',
    '',
  );
  const member = await newAccount(t.baseUrl);
  expectEnvelope(
    await call(t.baseUrl, 'GET', `/api/media/audio?filePath=${encodeURIComponent(path)}`, {
      token: member.token,
    }),
    404,
    'MEDIA.TRACK_NOT_FOUND',
  );
  const inAnHour = Math.floor(Date.now() / 1000) + 3600;
  const signedFor = (user: string) =>
    rawRequest(
      t.baseUrl,
      signMediaUrl({ path, user, exp: inAnHour }, t.config.env.MEDIA_URL_SECRET),
    );
  // A genuine signature for a listener, for anyone, or for the studio of another track: refused.
  for (const user of [member.userId, 'anon', studioListener(crypto.randomUUID())]) {
    expectEnvelope(await signedFor(user), 404, 'MEDIA.TRACK_UNAVAILABLE');
  }
  expect((await signedFor(studioListener(track.id))).status).toBe(200);
  // The studio's address with its user swapped no longer verifies.
  const forged = audio.url.replace(`u=studio-${track.id}`, `u=${member.userId}`);
  expectEnvelope(await rawRequest(t.baseUrl, forged), 403, 'MEDIA.LINK_INVALID');
});

test("nobody gets an address for another artist's track, nor without signing in", async () => {
  const track = await draftTrack();
  const other = await studioArtist(t.baseUrl);
  expectEnvelope(await audioOf(track.id, other.token), 404, 'STUDIO.TRACK_NOT_FOUND');
  expectEnvelope(await audioOf(track.id, null), 401);
  expectEnvelope(await audioOf(crypto.randomUUID(), artist.token), 404, 'STUDIO.TRACK_NOT_FOUND');
  expectEnvelope(await audioOf('not-a-uuid', artist.token), 400);
});

test('a track not processed yet has nothing to play', async () => {
  const track = await draftTrack(false);
  expectEnvelope(await audioOf(track.id, artist.token), 404, 'STUDIO.AUDIO_NOT_READY');
});
