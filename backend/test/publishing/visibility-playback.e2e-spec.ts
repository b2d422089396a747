import { logPlayPayload } from '../../src/modules/analytics/testing/log-play-payload.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { type AlbumBody, publicGet } from '../support/catalogue.js';
import { call, expectEnvelope, randomIp } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { runTag } from '../lyrics/lyrics-fixtures.js';
import { mediaCalls } from '../media/media-fixtures.js';
import {
  buy,
  eventually,
  insertArtist,
  type Release,
  type ReleaseArtist,
  removeArtist,
  setListed,
  writeRelease,
} from './visibility-fixtures.js';

// Taking a release down hides it from everyone who did not buy it — signed addresses handed out
// before included — and keeps every buyer's album page, playback, play counting and purchase
// (issue 24, docs/adr/0044).

const tag = runTag();
let t: TestApp;
let artist: ReleaseArtist;
/** Bought by `buyer`. */
let soundcheck: Release;
/** Any signed-in listener plays it in full while it is listed. */
let standard: Release;
let buyer: TestAccount;
let listener: TestAccount;

beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
  artist = await insertArtist(tag);
  soundcheck = await writeRelease(t.app, artist, {
    title: `Harrowgate ${tag}`,
    slug: `harrowgate-${tag}`,
    accessType: 'soundcheck',
    trackTitles: [`Tidewire ${tag}`, `Lowfen ${tag}`],
  });
  standard = await writeRelease(t.app, artist, {
    title: `Cobblelight ${tag}`,
    slug: `cobblelight-${tag}`,
    accessType: 'standard',
    trackTitles: [`Cobblelight ${tag}`],
  });
  [buyer, listener] = await Promise.all([newAccount(t.baseUrl), newAccount(t.baseUrl)]);
}, 600_000);

afterAll(async () => {
  await t.close();
  await removeArtist(artist, [soundcheck, standard]);
});

const fullUrl = (filePath: string, token?: string) =>
  mediaCalls(t.baseUrl).fullUrl(filePath, token);
const previewUrl = (filePath: string) => mediaCalls(t.baseUrl).previewUrl(filePath);
const stream = (signedUrl: string) => mediaCalls(t.baseUrl).stream(signedUrl);
const statusOf = async (signedUrl: string) => (await stream(signedUrl)).status;

const logPlay = (release: Release, token?: string) =>
  call<{ id: string }>(t.baseUrl, 'POST', '/api/analytics/log-play', {
    token: token ?? null,
    ip: randomIp(),
    body: logPlayPayload({
      track_id: release.tracks[0]?.id ?? '',
      track_title: release.tracks[0]?.title ?? '',
      artist_id: artist.id,
      artist_name: artist.name,
      session_id: `web-${tag}${Math.random().toString(36).slice(2, 10)}`,
    }),
  });

const first = (release: Release) => {
  const track = release.tracks[0];
  if (!track) throw new Error('a release without tracks');
  return track;
};

describe('before it is published', () => {
  test('no address is signed for it, to anyone, and no play of it is counted', async () => {
    expectEnvelope(
      await fullUrl(first(standard).filePath, listener.token),
      404,
      'MEDIA.TRACK_NOT_FOUND',
    );
    expectEnvelope(await fullUrl(first(standard).filePath), 404, 'MEDIA.TRACK_NOT_FOUND');
    expectEnvelope(await previewUrl(first(standard).previewPath), 404, 'MEDIA.TRACK_NOT_FOUND');
    expectEnvelope(await logPlay(standard, listener.token), 404, 'ANALYTICS.UNKNOWN_TRACK');
    expectEnvelope(await logPlay(standard), 404, 'ANALYTICS.UNKNOWN_TRACK');
    expectEnvelope(
      await publicGet(t.baseUrl, `album/${standard.albumId}`, listener.token),
      404,
      'CATALOGUE.ALBUM_NOT_FOUND',
    );
  });
});

describe('published, then taken down', () => {
  const signed: { full: string; preview: string; bought: string } = {
    full: '',
    preview: '',
    bought: '',
  };

  beforeAll(async () => {
    await setListed(t.app, soundcheck, true);
    await setListed(t.app, standard, true);
    await buy(buyer.userId, soundcheck);
    // While it is public: addresses handed out, played once (their audience kept), plays counted.
    const full = await fullUrl(first(standard).filePath, listener.token);
    const preview = await previewUrl(first(standard).previewPath);
    const bought = await fullUrl(first(soundcheck).filePath, buyer.token);
    expect([full.status, preview.status, bought.status]).toEqual([200, 200, 200]);
    signed.full = full.body.signedUrl;
    signed.preview = preview.body.signedUrl;
    signed.bought = bought.body.signedUrl;
    expect(await Promise.all(Object.values(signed).map(statusOf))).toEqual([206, 206, 206]);
    expect((await logPlay(standard, listener.token)).status).toBe(202);
    expect((await logPlay(standard)).status).toBe(202);
    expect((await logPlay(soundcheck, buyer.token)).status).toBe(202);

    await setListed(t.app, soundcheck, false);
    await setListed(t.app, standard, false);
  });

  test('addresses signed before stop working; no new ones are signed', async () => {
    const refused = await eventually(
      () => stream(signed.full),
      (reply) => reply.status !== 206,
    );
    expectEnvelope(refused, 404, 'MEDIA.TRACK_UNAVAILABLE');
    expectEnvelope(
      await eventually(
        () => stream(signed.preview),
        (reply) => reply.status !== 206,
      ),
      404,
      'MEDIA.TRACK_UNAVAILABLE',
    );
    expectEnvelope(
      await fullUrl(first(standard).filePath, listener.token),
      404,
      'MEDIA.TRACK_NOT_FOUND',
    );
    expectEnvelope(await previewUrl(first(standard).previewPath), 404, 'MEDIA.TRACK_NOT_FOUND');
    expectEnvelope(await previewUrl(first(soundcheck).previewPath), 404, 'MEDIA.TRACK_NOT_FOUND');
    // Not even the buyer's own preview address: previews are signed for nobody in particular.
    expectEnvelope(
      await fullUrl(first(soundcheck).filePath, listener.token),
      404,
      'MEDIA.TRACK_NOT_FOUND',
    );
  });

  test('plays of it are refused as of an unknown track, but for the buyer’s', async () => {
    const refused = await eventually(
      () => logPlay(standard, listener.token),
      (reply) => reply.status !== 202,
    );
    expectEnvelope(refused, 404, 'ANALYTICS.UNKNOWN_TRACK');
    expectEnvelope(await logPlay(standard), 404, 'ANALYTICS.UNKNOWN_TRACK');
    expectEnvelope(await logPlay(soundcheck, listener.token), 404, 'ANALYTICS.UNKNOWN_TRACK');
    expect((await logPlay(soundcheck, buyer.token)).status).toBe(202);
  });

  test('the buyer keeps the album page, playback and the purchase; everyone else gets 404', async () => {
    const page = await publicGet<AlbumBody>(t.baseUrl, `album/${soundcheck.slug}`, buyer.token);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ id: soundcheck.albumId, title: `Harrowgate ${tag}` });
    expect(page.body.tracks?.map((track) => [track.id, track.access_granted])).toEqual(
      soundcheck.tracks.map((track) => [track.id, true]),
    );
    for (const token of [listener.token, undefined]) {
      expectEnvelope(
        await publicGet(t.baseUrl, `album/${soundcheck.albumId}`, token),
        404,
        'CATALOGUE.ALBUM_NOT_FOUND',
      );
    }

    expect(await statusOf(signed.bought)).toBe(206);
    const fresh = await fullUrl(soundcheck.tracks[1]?.filePath ?? '', buyer.token);
    expect(fresh.status).toBe(200);
    expect(await statusOf(fresh.body.signedUrl)).toBe(206);

    const purchases = await call(t.baseUrl, 'GET', '/api/user/purchases', { token: buyer.token });
    expect(purchases.status).toBe(200);
    expect(JSON.stringify(purchases.body)).toContain(`Harrowgate ${tag}`);
  });

  test('listed again, it plays for everyone at once', async () => {
    await setListed(t.app, standard, true);
    try {
      expect(
        await eventually(
          () => statusOf(signed.full),
          (status) => status === 206,
        ),
      ).toBe(206);
      expect((await fullUrl(first(standard).filePath, listener.token)).status).toBe(200);
      expect((await logPlay(standard)).status).toBe(202);
    } finally {
      await setListed(t.app, standard, false);
    }
  });
});
