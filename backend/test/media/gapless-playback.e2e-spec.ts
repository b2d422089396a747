import { copyFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import pg from 'pg';

import { CatalogueWriter, type TrackPlayback } from '../../src/modules/catalogue/index.js';
import { runTag } from '../lyrics/lyrics-fixtures.js';
import {
  buy,
  eventually,
  insertArtist,
  type Release,
  type ReleaseArtist,
  removeArtist,
  setListed,
  writeRelease,
} from '../publishing/visibility-fixtures.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { type AlbumBody, publicGet, type TrackBody } from '../support/catalogue.js';
import { expectEnvelope, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { mediaCalls, rawRequest } from './media-fixtures.js';

// What the player needs beyond the MP3 (issue 26, docs/adr/0048): every public track reply
// carries the AAC rendition with its gapless facts, the gains and the peaks' address (null for a
// track without them); the rendition is signed by the same rules as file_path; the peaks are
// public, JSON, cached for a year.

const tag = runTag();
const mediaDir = (): string => process.env.MEDIA_DIR ?? '';
let t: TestApp;
let artist: ReleaseArtist;
/** Track 1 processed (playback facts), track 2 not. */
let standard: Release;
/** One processed track; bought by `buyer`. */
let soundcheck: Release;
let listener: TestAccount;
let buyer: TestAccount;

/** Outside the pipeline's `audio/<track>/` folders, as the demo catalogue keeps its files. */
const aacPathOf = (release: Release): string => `audio/playback-${tag}-${release.slug}.m4a`;
const peaksPathOf = (release: Release): string =>
  `audio/playback-${tag}-${release.slug}.peaks.json`;
const PEAKS = { version: 1, durationS: 4, count: 4, peaks: [0.1, 0.5, 0.25, 0] };
const gaplessOf = (samples: number) => ({
  primingSamples: 1024,
  paddingSamples: 448,
  samples,
  sampleRate: 44_100,
});

async function givePlayback(release: Release, trackGainDb: number): Promise<void> {
  const track = release.tracks[0];
  if (!track) throw new Error('a release without tracks');
  const playback: TrackPlayback = {
    aacPath: aacPathOf(release),
    aacGapless: gaplessOf(176_400),
    trackGainDb,
    peaksPath: peaksPathOf(release),
  };
  await t.app
    .get(EntityManager)
    .fork()
    .transactional(async (tx) => {
      await t.app.get(CatalogueWriter).setTrackPlayback(tx, track.id, playback);
      await t.app.get(CatalogueWriter).setAlbumGain(tx, release.albumId, trackGainDb - 1.25);
    });
  // Any bytes do: the stream sends what is stored, typed by its extension.
  await copyFile(join(mediaDir(), track.filePath), join(mediaDir(), playback.aacPath));
  await writeFile(join(mediaDir(), playback.peaksPath), JSON.stringify(PEAKS));
}

beforeAll(async () => {
  t = await startTestApp();
  artist = await insertArtist(tag);
  standard = await writeRelease(t.app, artist, {
    title: `Seamwater ${tag}`,
    slug: `seamwater-${tag}`,
    accessType: 'standard',
    trackTitles: [`Seamwater Drift ${tag}`, `Seamwater Still ${tag}`],
  });
  soundcheck = await writeRelease(t.app, artist, {
    title: `Undertow ${tag}`,
    slug: `undertow-${tag}`,
    accessType: 'soundcheck',
    trackTitles: [`Undertow Hum ${tag}`],
  });
  await givePlayback(standard, -2.25);
  await givePlayback(soundcheck, 3.5);
  await setListed(t.app, standard, true);
  await setListed(t.app, soundcheck, true);
  [listener, buyer] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
  await buy(buyer.userId, soundcheck);
}, 600_000);

afterAll(async () => {
  await t.close();
  await removeArtist(artist, [standard, soundcheck]);
  for (const release of [standard, soundcheck]) {
    await rm(join(mediaDir(), aacPathOf(release)), { force: true });
    await rm(join(mediaDir(), peaksPathOf(release)), { force: true });
  }
});

const first = (release: Release) => release.tracks[0] ?? { id: '', filePath: '', previewPath: '' };
const fullUrl = (filePath: string, token?: string) =>
  mediaCalls(t.baseUrl).fullUrl(filePath, token);
const previewUrl = (filePath: string) => mediaCalls(t.baseUrl).previewUrl(filePath);
const stream = (signedUrl: string) => mediaCalls(t.baseUrl).stream(signedUrl);
const signedPath = (signedUrl: string): string =>
  decodeURIComponent(new URL(signedUrl, t.baseUrl).pathname.slice('/api/media/stream/'.length));

/** The fields the player reads, as the processed track of `release` must carry them. */
const processed = (release: Release, trackGainDb: number) => ({
  gapless: {
    file_path: aacPathOf(release),
    sample_rate: 44_100,
    priming_samples: 1024,
    padding_samples: 448,
    samples: 176_400,
  },
  loudness: { track_gain_db: trackGainDb, album_gain_db: trackGainDb - 1.25 },
  peaks_url: `/api/media/peaks/${peaksPathOf(release)}`,
});
const unprocessed = { gapless: null, loudness: null, peaks_url: null };
const byId = (tracks: readonly TrackBody[] | undefined, id: string) =>
  tracks?.find((track) => track.id === id);

describe('public track replies', () => {
  test('the album page: the processed track carries the three fields, the other nulls', async () => {
    for (const token of [undefined, listener.token]) {
      const page = await publicGet<AlbumBody>(t.baseUrl, `album/${standard.slug}`, token);
      expect(page.status).toBe(200);
      expect(page.body.tracks?.[0]).toMatchObject({
        id: first(standard).id,
        ...processed(standard, -2.25),
      });
      expect(page.body.tracks?.[1]).toMatchObject({
        id: standard.tracks[1]?.id,
        ...unprocessed,
      });
    }
  });

  test('search, an album’s and an artist’s track lists, and the home shelf carry them too', async () => {
    const expected = processed(standard, -2.25);
    const search = await publicGet<{ tracks: TrackBody[] }>(
      t.baseUrl,
      `track?q=${encodeURIComponent(`Seamwater Drift ${tag}`)}`,
    );
    expect(byId(search.body.tracks, first(standard).id)).toMatchObject(expected);
    const ofAlbum = await publicGet<{ tracks: TrackBody[] }>(
      t.baseUrl,
      `track?album=${standard.albumId}`,
    );
    expect(byId(ofAlbum.body.tracks, first(standard).id)).toMatchObject(expected);
    expect(byId(ofAlbum.body.tracks, standard.tracks[1]?.id ?? '')).toMatchObject(unprocessed);
    const ofArtist = await publicGet<{ tracks: TrackBody[] }>(
      t.baseUrl,
      `track?artist=${artist.id}`,
    );
    expect(byId(ofArtist.body.tracks, first(soundcheck).id)).toMatchObject(
      processed(soundcheck, 3.5),
    );
    // Dated 2099: the newest album a member can play opens the home page's shelf.
    const discover = await publicGet<{ fresh_tracks: TrackBody[] }>(t.baseUrl, 'discover');
    expect(byId(discover.body.fresh_tracks, first(standard).id)).toMatchObject(expected);
  });
});

/** The SQL statements sent while `run` runs (every pool, the ORM's and the prepared ones). */
async function statementsDuring(run: () => Promise<unknown>): Promise<number> {
  const spy = jest.spyOn(pg.Client.prototype, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('reads cost the same statements with the player’s facts', () => {
  /** Each read's statements with the standard release's facts, then without them. */
  async function withAndWithout(read: () => Promise<unknown>): Promise<[number, number]> {
    await read(); // warm: prepared statements, caches
    const withFacts = await statementsDuring(read);
    const track = first(standard).id;
    const writer = t.app.get(CatalogueWriter);
    const em = t.app.get(EntityManager).fork();
    await em.transactional((tx) => writer.setTrackPlayback(tx, track, null));
    try {
      return [withFacts, await statementsDuring(read)];
    } finally {
      await givePlayback(standard, -2.25);
    }
  }

  test('an album page: as many statements with or without them, and whatever its size', async () => {
    const page = (slug: string) => () => publicGet(t.baseUrl, `album/${slug}`, listener.token);
    const [withFacts, without] = await withAndWithout(page(standard.slug));
    expect(withFacts).toBeGreaterThan(0);
    expect(withFacts).toBe(without);
    // Ten tracks read in as many statements as two: no statement per track.
    await page('afterglow-boulevard')();
    expect(await statementsDuring(page('afterglow-boulevard'))).toBe(withFacts);
  });

  test('a track search and the home page: as many statements with or without them', async () => {
    const search = () =>
      publicGet(t.baseUrl, `track?q=${encodeURIComponent(`Seamwater Drift ${tag}`)}`);
    const [searchWith, searchWithout] = await withAndWithout(search);
    expect(searchWith).toBe(searchWithout);
    const [discoverWith, discoverWithout] = await withAndWithout(() =>
      publicGet(t.baseUrl, 'discover', listener.token),
    );
    expect(discoverWith).toBe(discoverWithout);
  });
});

describe('the AAC rendition through /api/media/audio', () => {
  test('a member gets that very file signed, and it streams as audio/mp4', async () => {
    const reply = await fullUrl(aacPathOf(standard), listener.token);
    expect(reply.status).toBe(200);
    expect(signedPath(reply.body.signedUrl)).toBe(aacPathOf(standard));
    const played = await stream(reply.body.signedUrl);
    expect(played.status).toBe(206);
    expect(played.headers.get('content-type')).toBe('audio/mp4');
    // The MP3 is still what file_path signs.
    const mp3 = await fullUrl(first(standard).filePath, listener.token);
    expect(signedPath(mp3.body.signedUrl)).toBe(first(standard).filePath);
  });

  test('refused to a visitor exactly as file_path is', async () => {
    for (const release of [standard, soundcheck]) {
      const mp3 = await fullUrl(first(release).filePath);
      const aac = await fullUrl(aacPathOf(release));
      expect(aac.status).toBe(401);
      expect([aac.status, aac.body]).toEqual([mp3.status, mp3.body]);
    }
  });

  test('a Soundcheck rendition needs the purchase, as file_path does', async () => {
    const mp3 = await fullUrl(first(soundcheck).filePath, listener.token);
    const aac = await fullUrl(aacPathOf(soundcheck), listener.token);
    expectEnvelope(aac, 403, 'MEDIA.PURCHASE_REQUIRED');
    expect(aac.body).toEqual(mp3.body);
    const bought = await fullUrl(aacPathOf(soundcheck), buyer.token);
    expect(bought.status).toBe(200);
    expect((await stream(bought.body.signedUrl)).status).toBe(206);
  });

  test('a preview asked for by the rendition’s path signs the preview clip only', async () => {
    const reply = await previewUrl(aacPathOf(standard));
    expect(reply.status).toBe(200);
    expect(signedPath(reply.body.signedUrl)).toBe(first(standard).previewPath);
  });

  test('once taken down: refused to everyone but the buyer, addresses signed before included', async () => {
    const before = await fullUrl(aacPathOf(soundcheck), buyer.token);
    const other = await fullUrl(aacPathOf(standard), listener.token);
    expect([before.status, other.status]).toEqual([200, 200]);
    await setListed(t.app, standard, false);
    await setListed(t.app, soundcheck, false);
    try {
      expectEnvelope(
        await eventually(
          () => stream(other.body.signedUrl),
          (reply: Reply) => reply.status !== 206,
        ),
        404,
        'MEDIA.TRACK_UNAVAILABLE',
      );
      expectEnvelope(
        await fullUrl(aacPathOf(standard), listener.token),
        404,
        'MEDIA.TRACK_NOT_FOUND',
      );
      expectEnvelope(
        await fullUrl(aacPathOf(soundcheck), listener.token),
        404,
        'MEDIA.TRACK_NOT_FOUND',
      );
      expect((await stream(before.body.signedUrl)).status).toBe(206);
      const again = await fullUrl(aacPathOf(soundcheck), buyer.token);
      expect(again.status).toBe(200);
      expect(signedPath(again.body.signedUrl)).toBe(aacPathOf(soundcheck));
    } finally {
      await setListed(t.app, standard, true);
      await setListed(t.app, soundcheck, true);
    }
  });
});

describe('GET /api/media/peaks/*', () => {
  const peaksUrl = () => `/api/media/peaks/${peaksPathOf(standard)}`;

  test('serves the peaks as JSON to anyone, cached for a year', async () => {
    const reply = await rawRequest(t.baseUrl, peaksUrl());
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/json');
    expect(reply.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.body).toEqual(PEAKS);

    const head = await fetch(`${t.baseUrl}${peaksUrl()}`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-length')).toBe(String(reply.bytes.length));
    const again = await fetch(`${t.baseUrl}${peaksUrl()}`, {
      headers: { 'if-none-match': reply.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
  });

  test.each([
    ['the rendition itself', () => `/api/media/peaks/${aacPathOf(standard)}`],
    ['an MP3', () => `/api/media/peaks/${first(standard).filePath}`],
    ['peaks that do not exist', () => `/api/media/peaks/audio/nothing-${tag}.peaks.json`],
    ['a path out of the media folder', () => '/api/media/peaks/audio/..%2F..%2Fsecrets.json'],
    ['another JSON file', () => '/api/media/peaks/secrets.json'],
  ])('answers 404 for %s', async (_label, url) => {
    const reply = await rawRequest(t.baseUrl, url());
    expect(reply.status).toBe(404);
    expect(reply.body).toMatchObject({ code: 'MEDIA.FILE_NOT_FOUND' });
  });
});
