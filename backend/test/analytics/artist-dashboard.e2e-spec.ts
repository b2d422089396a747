import { loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import type {
  ArtistAnalyticsDto,
  TrackAnalyticsDto,
} from '../../src/modules/analytics/read/dto/artist-analytics.dto.js';
import { SqlPool } from '../../src/platform/database/index.js';
import { enrol } from '../admin/second-factor-steps.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { daysAgo, paidSale, play, setRole, storeAndRollUp } from './dashboard-fixtures.js';
import { type CatalogueTrack, catalogueTrack } from './play-events.js';

/**
 * ADR 0027: the dashboard's figures for a hand-built set of plays equal the hand-computed ones.
 * Track A lasts 100 s, track B 200 s; both are the artist's.
 */
let t: TestApp;
let pool: SqlPool;
let a: CatalogueTrack;
let b: CatalogueTrack;
let artistAccount: TestAccount;
beforeAll(async () => {
  t = await startTestApp();
  pool = new SqlPool(loadConfig(), DATABASE_FACTS);
  a = await catalogueTrack({ durationS: 100 });
  b = await catalogueTrack({ durationS: 200 });
  await withSameArtist(b, a);
  const [owner, u1, u2, u3] = await Promise.all([
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
    newAccount(t.baseUrl),
  ]);
  artistAccount = owner;
  await setRole(owner.userId, 'artist', a.artist_id);
  const signedIn = (u: TestAccount) => ({ listener: `u:${u.userId}`, userId: u.userId });
  const [l1, l2, l3] = [signedIn(u1), signedIn(u2), signedIn(u3)];
  const at = (day: number, time: string) => daysAgo(day, time);
  await storeAndRollUp(pool, [
    // Two days ago: one listener completes A (95 s of 100), then skips it after 10 s. Each event
    // reports the time heard since its play_start (spec §4).
    ...play(a, l1, [
      ['play_start', at(2, '12:00:00'), 0],
      ['pause', at(2, '12:00:40'), 40_000],
      ['play_resume', at(2, '12:00:50'), 40_000],
      ['track_complete', at(2, '12:01:45'), 95_000],
    ]),
    ...play(a, l1, [
      ['play_start', at(2, '12:05:00'), 0],
      ['skip_forward', at(2, '12:05:10'), 10_000],
    ]),
    // Yesterday: a partial play of A (50 s), a visitor's preview, B heard in full, a skip of B.
    ...play(a, l2, [
      ['play_start', at(1, '09:00:00'), 0],
      ['pause', at(1, '09:00:50'), 50_000],
    ]),
    ...play(a, { listener: 'a:0123456789abcdef0123456789abcdef', countedAs: 'preview' }, [
      ['play_start', at(1, '10:00:00'), 0],
      ['pause', at(1, '10:00:20'), 20_000],
    ]),
    ...play(
      b,
      l1,
      [
        ['play_start', at(1, '11:00:00'), 0],
        ['track_complete', at(1, '11:03:20'), 200_000],
      ],
      'Safari',
    ),
    ...play(b, l3, [
      ['play_start', at(1, '12:00:00'), 0],
      ['skip_forward', at(1, '12:00:05'), 5_000],
    ]),
    // Ten days ago (the 7-day range's previous period): a partial play of A by the third listener.
    ...play(a, l3, [
      ['play_start', at(10, '08:00:00'), 0],
      ['pause', at(10, '08:00:35'), 35_000],
    ]),
  ]);
  await paidSale(u2.userId, a.albumId, 599);
});
afterAll(async () => {
  await pool.onApplicationShutdown();
  await t.close();
});

/** Track B moves to track A's artist and album, so one artist has both. */
async function withSameArtist(track: CatalogueTrack, like: CatalogueTrack): Promise<void> {
  await pool.query(
    {
      name: 'test-move-track',
      text: 'UPDATE tracks SET artist_id = $2, album_id = $3 WHERE id = $1',
    },
    [track.track_id, like.artist_id, like.albumId],
  );
  Object.assign(track, {
    artist_id: like.artist_id,
    albumId: like.albumId,
    artistName: like.artistName,
  });
}

const read = <T = Record<string, unknown>>(path: string, token = artistAccount.token) =>
  call<T>(t.baseUrl, 'GET', path, { token });

const metrics = (m: Record<string, number>) => ({
  plays: 0,
  streams: 0,
  unique_listeners: 0,
  play_listeners: 0,
  preview_listeners: 0,
  listening_time_ms: 0,
  completes: 0,
  partials: 0,
  skips: 0,
  previews: 0,
  ...m,
});

describe('GET /api/artist/analytics', () => {
  test('totals, previous period, listeners, sales, tracks, albums and devices', async () => {
    const reply = await read<ArtistAnalyticsDto>('/api/artist/analytics?range=7d');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('private, no-store');
    const body = reply.body;
    expect(body.artist).toEqual({ id: a.artist_id, name: a.artistName });
    expect(body.totals.current).toEqual(
      metrics({
        plays: 5,
        streams: 3,
        unique_listeners: 4,
        // Three members played in full; the visitor previewed (ADR 0046).
        play_listeners: 3,
        preview_listeners: 1,
        listening_time_ms: 95_000 + 10_000 + 50_000 + 200_000 + 5_000,
        completes: 2,
        partials: 1,
        skips: 2,
        previews: 1,
      }),
    );
    expect(body.totals.previous).toEqual(
      metrics({
        plays: 1,
        streams: 1,
        unique_listeners: 1,
        play_listeners: 1,
        listening_time_ms: 35_000,
        partials: 1,
      }),
    );
    expect(body.listeners).toEqual({
      current: { new: 2, returning: 1 },
      previous: { new: 1, returning: 0 },
    });
    expect(body.sales.current).toEqual({
      count: 1,
      gross: 599,
      artist_share: 479,
      currency: 'GBP',
    });
    expect(body.sales.previous).toMatchObject({ count: 0, gross: 0 });
    expect(body.daily).toHaveLength(7);
    expect(body.daily.at(-1)?.day).toBe(daysAgo(0, '00:00:00').slice(0, 10));
    expect(body.daily.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d.day))).toBe(true);
    expect(body.daily.map((d) => d.plays)).toEqual([0, 0, 0, 0, 2, 3, 0]);
    expect(body.tracks.map((tr) => [tr.track_id, tr.streams, tr.plays])).toEqual([
      [a.track_id, 2, 3],
      [b.track_id, 1, 2],
    ]);
    expect(body.albums).toEqual([
      { album_id: a.albumId, title: 'Slipstream', plays: 5, streams: 3 },
    ]);
    expect(body.platforms).toEqual([
      { key: 'mobile', plays: 0 },
      { key: 'desktop', plays: 5 },
    ]);
    expect(body.devices).toEqual([
      { key: 'Chrome', plays: 4 },
      { key: 'Safari', plays: 1 },
    ]);
  });

  test('the CSV holds the same figures as the JSON, one row per day and track', async () => {
    const reply = await fetch(`${t.baseUrl}/api/artist/analytics/export.csv?range=7d`, {
      headers: { authorization: `Bearer ${artistAccount.token}` },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(reply.headers.get('content-disposition')).toMatch(
      /^attachment; filename="encore-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...lines] = (await reply.text()).trim().split('\r\n');
    expect(header?.split(',').slice(0, 5)).toEqual([
      'day',
      'track_id',
      'track_title',
      'album_title',
      'plays',
    ]);
    const rows = lines.map((line) => line.split(','));
    const playsByDayAndTrack = Object.fromEntries(
      rows.map((row) => [`${row[0]} ${row[1]}`, Number(row[4])]),
    );
    const [twoDaysAgo, yesterday] = [daysAgo(2, '00:00:00'), daysAgo(1, '00:00:00')].map((at) =>
      at.slice(0, 10),
    );
    expect(playsByDayAndTrack).toEqual({
      [`${twoDaysAgo} ${a.track_id}`]: 2,
      [`${yesterday} ${a.track_id}`]: 1,
      [`${yesterday} ${b.track_id}`]: 2,
    });
    expect(rows.map((row) => row[0])).toEqual([twoDaysAgo, yesterday, yesterday]);
    const json = (await read<ArtistAnalyticsDto>('/api/artist/analytics?range=7d')).body;
    const sum = (column: number) => rows.reduce((total, row) => total + Number(row[column]), 0);
    expect(sum(4)).toBe(json.totals.current.plays);
    expect(sum(5)).toBe(json.totals.current.streams);
    expect(sum(7)).toBe(json.totals.current.listening_time_ms);
    expect(sum(11)).toBe(json.totals.current.previews);
  });

  test('a track’s retention curve: the share of its full plays still listening at each 5 %', async () => {
    const reply = await read<TrackAnalyticsDto>(
      `/api/artist/analytics/tracks/${a.track_id}?range=7d`,
    );
    expect(reply.status).toBe(200);
    const share = (percent: number) =>
      reply.body.retention.find((point) => point.percent === percent)?.share;
    expect(reply.body.retention).toHaveLength(21);
    expect([share(0), share(10), share(15), share(50), share(55), share(95), share(100)]).toEqual([
      1,
      1,
      2 / 3,
      2 / 3,
      1 / 3,
      1 / 3,
      0,
    ]);
    expect(reply.body.totals.current).toMatchObject({ plays: 3, streams: 2, previews: 1 });
    expect(reply.body.track).toEqual({
      id: a.track_id,
      title: a.title,
      album_title: 'Slipstream',
      duration_ms: 100_000,
    });
  });
});

describe('who may read which figures', () => {
  test('a listener is not an artist; an artist cannot read another artist; an admin reads any once past the second factor', async () => {
    const [listener, other, admin] = await Promise.all([
      newAccount(t.baseUrl),
      newAccount(t.baseUrl),
      newAccount(t.baseUrl),
    ]);
    expectEnvelope(
      await read('/api/artist/analytics', listener.token),
      403,
      'ANALYTICS.NOT_AN_ARTIST',
    );
    const elsewhere = await catalogueTrack();
    await setRole(other.userId, 'artist', elsewhere.artist_id);
    expectEnvelope(
      await read(`/api/artist/analytics?artist_id=${a.artist_id}`, other.token),
      403,
      'ANALYTICS.OTHER_ARTIST',
    );
    expectEnvelope(
      await read(`/api/artist/analytics/tracks/${a.track_id}`, other.token),
      403,
      'ANALYTICS.OTHER_ARTIST',
    );
    await setRole(admin.userId, 'admin', null);
    expectEnvelope(
      await read('/api/artist/analytics', admin.token),
      400,
      'ANALYTICS.ARTIST_REQUIRED',
    );
    // Another artist's figures are an admin power: not before the second factor is passed.
    const byAdmin = `/api/artist/analytics?range=7d&artist_id=${a.artist_id}`;
    expectEnvelope(await read(byAdmin, admin.token), 401, 'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED');
    expectEnvelope(
      await read(`/api/artist/analytics/tracks/${a.track_id}`, admin.token),
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );
    await enrol(t.baseUrl, admin.token);
    const asAdmin = await read<ArtistAnalyticsDto>(byAdmin, admin.token);
    expect(asAdmin.body.totals.current.plays).toBe(5);
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/artist/analytics'), 401);
  });

  test('a range it cannot serve and an unknown track are clear errors', async () => {
    const future = new Date(Date.now() + 86_400_000 * 3).toISOString().slice(0, 10);
    const bad = await read(`/api/artist/analytics?from=2026-01-01&to=${future}`);
    expectEnvelope(bad, 400, 'ANALYTICS.BAD_RANGE');
    expect(bad.body.message).toBe('to must not be in the future');
    expectEnvelope(
      await read('/api/artist/analytics?range=week'),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );
    expectEnvelope(
      await read('/api/artist/analytics/tracks/7d0c4c53-2a5b-4a5e-9a43-1c7f3f1b2e11'),
      404,
      'ANALYTICS.UNKNOWN_TRACK',
    );
  });
});
