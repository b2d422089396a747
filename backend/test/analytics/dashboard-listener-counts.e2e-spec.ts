import { loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import type {
  ArtistAnalyticsDto,
  MetricsDto,
  TrackAnalyticsDto,
} from '../../src/modules/analytics/read/dto/artist-analytics.dto.js';
import { SqlPool } from '../../src/platform/database/index.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { daysAgo, play, setRole, storeAndRollUp } from './dashboard-fixtures.js';
import { type CatalogueTrack, catalogueTrack } from './play-events.js';
import { dailyStats, recomputedStats } from './rollups.js';

/**
 * ADR 0046: the dashboard's listener figures agree with its plays and previews. Listeners of
 * plays started a full play, preview listeners a preview: a Soundcheck track only visitors
 * previewed shows 0 plays and 0 listeners of plays, with its preview listeners beside its
 * previews. Days 5 and 6 ago are closed (their counts kept, ADR 0030), yesterday and today open.
 */
let t: TestApp;
let pool: SqlPool;
let soundcheck: CatalogueTrack;
let free: CatalogueTrack;
let owner: TestAccount;

const visitor = (n: number) => ({ listener: `a:${String(n).padStart(32, '0')}` });
const member = (n: number) => ({
  listener: `u:00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
});
const [v1, v2, v3, v4] = [visitor(1), visitor(2), visitor(3), visitor(4)];
const [m1, m2] = [member(1), member(2)];

/** A preview of 20 s on a day, or a full play of 40 s. */
const previewed = (track: CatalogueTrack, who: { listener: string }, day: number, time: string) =>
  play(track, { ...who, countedAs: 'preview' }, [
    ['play_start', daysAgo(day, time), 0],
    ['pause', daysAgo(day, time.replace(/:00$/, ':20')), 20_000],
  ]);
const played = (track: CatalogueTrack, who: { listener: string }, day: number, time: string) =>
  play(track, who, [
    ['play_start', daysAgo(day, time), 0],
    ['pause', daysAgo(day, time.replace(/:00$/, ':40')), 40_000],
  ]);

beforeAll(async () => {
  t = await startTestApp();
  pool = new SqlPool(loadConfig(), DATABASE_FACTS);
  soundcheck = await catalogueTrack({ accessType: 'soundcheck', durationS: 200 });
  free = await catalogueTrack({ durationS: 200 });
  await pool.query(
    {
      name: 'test-listener-counts-same-artist',
      text: 'UPDATE tracks SET artist_id = $2 WHERE id = $1',
    },
    [free.track_id, soundcheck.artist_id],
  );
  free.artist_id = soundcheck.artist_id;
  owner = await newAccount(t.baseUrl);
  await setRole(owner.userId, 'artist', soundcheck.artist_id);
  await storeAndRollUp(pool, [
    // The Soundcheck track: only visitors' previews, one visitor on two days.
    ...previewed(soundcheck, v1, 5, '10:00:00'),
    ...previewed(soundcheck, v2, 5, '11:00:00'),
    ...previewed(soundcheck, v1, 1, '10:00:00'),
    ...previewed(soundcheck, v3, 0, '00:01:00'),
    // The free track: m1 plays it three times; m2 previews it, then plays it; v4 previews it.
    ...played(free, m1, 5, '12:00:00'),
    ...played(free, m1, 5, '13:00:00'),
    ...played(free, m1, 1, '12:00:00'),
    ...previewed(free, m2, 6, '09:00:00'),
    ...played(free, m2, 1, '13:00:00'),
    ...previewed(free, v4, 0, '00:02:00'),
  ]);
});
afterAll(async () => {
  await pool.onApplicationShutdown();
  await t.close();
});

const figures = async () => {
  const reply = await call<ArtistAnalyticsDto>(
    t.baseUrl,
    'GET',
    '/api/artist/analytics?range=28d',
    { token: owner.token },
  );
  expect(reply.status).toBe(200);
  return reply.body;
};
const trackFigures = async (track: CatalogueTrack) => {
  const reply = await call<TrackAnalyticsDto>(
    t.baseUrl,
    'GET',
    `/api/artist/analytics/tracks/${track.track_id}?range=28d`,
    { token: owner.token },
  );
  expect(reply.status).toBe(200);
  return reply.body;
};
const rowOf = (body: ArtistAnalyticsDto, track: CatalogueTrack) =>
  body.tracks.find((row) => row.track_id === track.track_id);

/** Every figure a row shows of listeners is within its plays and previews. */
function expectListenersWithinPlays(row: MetricsDto): void {
  expect(row.play_listeners).toBeLessThanOrEqual(row.plays);
  expect(row.preview_listeners).toBeLessThanOrEqual(row.previews);
  expect(row.unique_listeners).toBeLessThanOrEqual(row.plays + row.previews);
  expect(row.play_listeners + row.preview_listeners).toBeLessThanOrEqual(row.plays + row.previews);
}

async function expectEveryRowWithin(): Promise<void> {
  const body = await figures();
  for (const row of [body.totals.current, body.totals.previous, ...body.tracks, ...body.daily]) {
    expectListenersWithinPlays(row);
  }
  for (const track of [soundcheck, free]) {
    const detail = await trackFigures(track);
    for (const row of [detail.totals.current, ...detail.daily]) expectListenersWithinPlays(row);
  }
}

const keptCounts = () =>
  withDb(async (db) => {
    const { rows } = await db.query<{ subject_id: string; play_listeners: number }>(
      `SELECT subject_id, play_listeners FROM play_period_listeners
        WHERE subject_id = ANY($1::uuid[])
          AND last_day = (now() AT TIME ZONE 'UTC')::date - 2 ORDER BY subject_id`,
      [[soundcheck.artist_id, soundcheck.track_id, free.track_id]],
    );
    return rows;
  });

test('a track only previewed shows 0 listeners of plays and its preview listeners', async () => {
  const body = await figures();
  expect(rowOf(body, soundcheck)).toMatchObject({
    plays: 0,
    previews: 4,
    play_listeners: 0,
    preview_listeners: 3,
    unique_listeners: 3,
  });
  expect(rowOf(body, free)).toMatchObject({
    plays: 4,
    previews: 2,
    play_listeners: 2,
    preview_listeners: 2,
    unique_listeners: 3,
  });
  expect(body.totals.current).toMatchObject({
    plays: 4,
    previews: 6,
    play_listeners: 2,
    preview_listeners: 5,
    unique_listeners: 6,
  });
  expect((await trackFigures(soundcheck)).totals.current).toMatchObject({
    plays: 0,
    play_listeners: 0,
    preview_listeners: 3,
  });
  // Per day: the writer's counts, the same definitions.
  const yesterday = body.daily.find((day) => day.day === daysAgo(1, '00:00:00').slice(0, 10));
  expect(yesterday).toMatchObject({
    plays: 2,
    previews: 1,
    play_listeners: 2,
    preview_listeners: 1,
  });
});

test('no row shows more listeners than its plays and previews together', async () => {
  await expectEveryRowWithin();
  // Read again: the closed days' counts now come from what the first read kept.
  expect((await keptCounts()).length).toBe(3);
  await expectEveryRowWithin();
  const csv = await fetch(`${t.baseUrl}/api/artist/analytics/export.csv?range=28d`, {
    headers: { authorization: `Bearer ${owner.token}` },
  });
  const [header, ...lines] = (await csv.text()).trim().split('\r\n');
  const columns = header?.split(',') ?? [];
  const at = (name: string) => columns.indexOf(name);
  expect(at('play_listeners')).toBeGreaterThan(0);
  expect(at('preview_listeners')).toBeGreaterThan(0);
  for (const cells of lines.map((line) => line.split(','))) {
    const cell = (name: string) => Number(cells[at(name)]);
    expect(cell('play_listeners')).toBeLessThanOrEqual(cell('plays'));
    expect(cell('preview_listeners')).toBeLessThanOrEqual(cell('previews'));
  }
});

test('a previewer who plays in full on a closed day turns a listener of plays', async () => {
  await figures();
  // Late: visitor 2, who previewed the Soundcheck track five days ago, played it in full then.
  await storeAndRollUp(pool, played(soundcheck, v2, 5, '11:30:00'));
  // The kept counts of the days it changed are dropped; the next read counts them again.
  expect((await keptCounts()).map((row) => row.subject_id)).toEqual([free.track_id]);
  const body = await figures();
  expect(rowOf(body, soundcheck)).toMatchObject({
    plays: 1,
    previews: 4,
    play_listeners: 1,
    preview_listeners: 3,
    unique_listeners: 3,
  });
  expect(body.totals.current).toMatchObject({ play_listeners: 3, unique_listeners: 6 });
  await expectEveryRowWithin();
  // The writer's daily counts equal the ones counted afresh from the events.
  const tracks = [soundcheck.track_id, free.track_id];
  expect(await dailyStats('track', tracks)).toEqual(await recomputedStats('track', tracks));
  expect(await dailyStats('artist', [soundcheck.artist_id])).toEqual(
    await recomputedStats('artist', [soundcheck.artist_id]),
  );
});
