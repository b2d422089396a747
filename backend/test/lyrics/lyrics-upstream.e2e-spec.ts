import { createRedisClient } from '../../src/platform/redis/index.js';
import {
  type LyricsQuery,
  toLookup,
  upstreamCacheKey,
} from '../../src/modules/lyrics/domain/lyrics-lookup.js';
import { expectEnvelope } from '../support/http.js';
import { testRedisSettings } from '../support/redis.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type FakeLrclib, type FakeReply, startFakeLrclib } from './fake-lrclib.js';
import { getLyrics, type LyricsParams } from './lyrics-calls.js';
import { runTag } from './lyrics-fixtures.js';

const TAG = runTag();
const ARTIST = `Upstream Artist ${TAG}`;
const HIT = {
  id: 3396226,
  name: 'Found Upstream',
  trackName: 'Found Upstream',
  artistName: ARTIST,
  albumName: 'Somewhere',
  duration: 233,
  instrumental: false,
  plainLyrics: 'From far away',
  syncedLyrics: '[00:01.00] From far away',
};
const REPLIES: Record<string, FakeReply> = {
  'Found Upstream': { status: 200, body: { ...HIT, injected: '<script>alert(1)</script>' } },
  'Missing Upstream': { status: 404, body: { code: 404, name: 'TrackNotFound' } },
  'Broken Upstream': { status: 500, body: { message: 'boom' } },
  'Silent Upstream': { status: 200, never: true },
  'Garbage Upstream': { status: 200, body: { lyrics: 'not the shape' } },
};

let fake: FakeLrclib;
let t: TestApp;
const redis = createRedisClient(testRedisSettings());
beforeAll(async () => {
  await ensureDemoSeeded();
  fake = await startFakeLrclib(
    (query) => REPLIES[query.get('track_name') ?? ''] ?? { status: 404 },
  );
  t = await startTestApp({ LYRICS_UPSTREAM_URL: `${fake.url}/` });
}, 600_000);
afterAll(async () => {
  await t.close();
  await fake.close();
  redis.disconnect();
});

const lyrics = (track: string, params: LyricsParams = {}) =>
  getLyrics(t.baseUrl, { artist_name: ARTIST, track_name: track, ...params });

/** Seconds left on the cached answer of a query, as the app keys it. */
async function cacheTtl(track: string, params: Pick<LyricsQuery, 'album_name' | 'duration'> = {}) {
  const checked = toLookup({ artist_name: ARTIST, track_name: track, ...params });
  if (!checked.ok) throw new Error('incomplete query');
  return redis.ttl(upstreamCacheKey(checked.lookup));
}

test('a catalogue hit never asks the upstream', async () => {
  const reply = await getLyrics(t.baseUrl, {
    artist_name: 'Neon Harbor',
    track_name: 'Harbour Lights',
  });
  expect(reply.status).toBe(200);
  expect(fake.requests).toEqual([]);
});

test('a miss is fetched once with the same query, then served from the cache', async () => {
  const params = { album_name: 'Somewhere', duration: 232.6 };
  const first = await lyrics('Found Upstream', params);
  expect(first.status).toBe(200);
  expect(first.headers.get('cache-control')).toBe('public, max-age=86400');
  const { name: _name, ...lrclibFields } = HIT;
  expect(first.body).toEqual(lrclibFields);

  const [request] = fake.requests;
  expect(request?.path).toBe('/api/get');
  expect(Object.fromEntries(request?.query ?? [])).toEqual({
    artist_name: ARTIST,
    track_name: 'Found Upstream',
    album_name: 'Somewhere',
    duration: '233',
  });
  expect(request?.userAgent).toMatch(/^Encore\//);

  const again = await lyrics('FOUND-UPSTREAM', { album_name: 'somewhere', duration: 233.2 });
  expect(again.body).toEqual(first.body);
  expect(fake.callsFor('Found Upstream') + fake.callsFor('FOUND-UPSTREAM')).toBe(1);
  expect(await cacheTtl('Found Upstream', params)).toBeGreaterThan(6 * 24 * 3600);
});

test('an upstream 404 is "Track not found", kept for an hour', async () => {
  for (let i = 0; i < 2; i++) {
    const reply = await lyrics('Missing Upstream');
    expectEnvelope(reply, 404, 'LYRICS.TRACK_NOT_FOUND');
    expect(reply.body.message).toBe('Track not found');
  }
  expect(fake.callsFor('Missing Upstream')).toBe(1);
  const ttl = await cacheTtl('Missing Upstream');
  expect(ttl).toBeGreaterThan(3500);
  expect(ttl).toBeLessThanOrEqual(3600);
});

test.each([
  ['a 500', 'Broken Upstream'],
  ['a reply that is not LRCLIB-shaped', 'Garbage Upstream'],
])('%s is "Lyrics service unavailable", asked again next time', async (_case, track) => {
  for (let i = 0; i < 2; i++) {
    const reply = await lyrics(track);
    expectEnvelope(reply, 503, 'LYRICS.UPSTREAM_UNAVAILABLE');
    expect(reply.body.message).toBe('Lyrics service unavailable');
  }
  expect(fake.callsFor(track)).toBe(2);
  expect(await cacheTtl(track)).toBe(-2);
});

test('an upstream that never answers is "Lyrics service unavailable": the app gives up (3 s)', async () => {
  // The upstream holds the reply for good: only the app's own timeout can end the wait, and the
  // upstream sees the request abandoned (the test's time limit only bounds a missing timeout).
  const reply = await lyrics('Silent Upstream');
  expectEnvelope(reply, 503, 'LYRICS.UPSTREAM_UNAVAILABLE');
  await fake.abandoned('Silent Upstream');
  expect(await cacheTtl('Silent Upstream')).toBe(-2);
}, 90_000);
