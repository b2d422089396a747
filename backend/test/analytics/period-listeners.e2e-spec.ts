import { loadConfig } from '../../src/config/index.js';
import { DATABASE_FACTS } from '../../src/database-facts.js';
import type {
  ArtistAnalyticsDto,
  TrackAnalyticsDto,
} from '../../src/modules/analytics/read/dto/artist-analytics.dto.js';
import { SqlPool } from '../../src/platform/database/index.js';
import { newAccount, type TestAccount } from '../support/accounts.js';
import { call } from '../support/http.js';
import { withDb } from '../support/db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { daysAgo, play, setRole, storeAndRollUp } from './dashboard-fixtures.js';
import { type CatalogueTrack, catalogueTrack } from './play-events.js';

/**
 * ADR 0030: distinct listeners over a period are exact whether their days are closed (counted
 * once and kept) or open (yesterday and today, probed on each read), and a late event on a
 * closed day drops the kept count it changes.
 */
let t: TestApp;
let pool: SqlPool;
let track: CatalogueTrack;
let owner: TestAccount;
const listener = (n: number) => ({ listener: `a:${String(n).padStart(32, '0')}` });
const heard = (who: { listener: string }, day: number, time = '12:00:00') =>
  play(track, who, [
    ['play_start', daysAgo(day, time), 0],
    ['track_complete', daysAgo(day, time.replace(/:00$/, ':59')), 59_000],
  ]);

beforeAll(async () => {
  t = await startTestApp();
  pool = new SqlPool(loadConfig(), DATABASE_FACTS);
  track = await catalogueTrack({ durationS: 60 });
  owner = await newAccount(t.baseUrl);
  await setRole(owner.userId, 'artist', track.artist_id);
  await storeAndRollUp(pool, [
    // Closed days: listeners 1 and 2 five days ago, listener 1 again three days ago.
    ...heard(listener(1), 5),
    ...heard(listener(2), 5, '13:00:00'),
    ...heard(listener(1), 3),
    // Open days: listener 2 again yesterday (already counted), listener 3 today (new).
    ...heard(listener(2), 1),
    ...heard(listener(3), 0, '00:00:30'),
  ]);
});
afterAll(async () => {
  await pool.onApplicationShutdown();
  await t.close();
});

const artistFigures = async () => {
  const reply = await call<ArtistAnalyticsDto>(t.baseUrl, 'GET', '/api/artist/analytics?range=7d', {
    token: owner.token,
  });
  expect(reply.status).toBe(200);
  return reply.body;
};
const trackFigures = async () => {
  const reply = await call<TrackAnalyticsDto>(
    t.baseUrl,
    'GET',
    `/api/artist/analytics/tracks/${track.track_id}?range=7d`,
    { token: owner.token },
  );
  expect(reply.status).toBe(200);
  return reply.body;
};
/** The kept counts of the current 7 days' closed part (the previous period keeps its own). */
const keptCounts = () =>
  withDb(async (db) => {
    const { rows } = await db.query<{ scope: string; listeners: number }>(
      `SELECT scope, listeners FROM play_period_listeners
        WHERE subject_id = ANY($1::uuid[])
          AND last_day = (now() AT TIME ZONE 'UTC')::date - 2 ORDER BY scope`,
      [[track.artist_id, track.track_id]],
    );
    return rows;
  });

test('a listener heard on closed and open days counts once; the closed part is kept', async () => {
  const first = await artistFigures();
  expect(first.totals.current.unique_listeners).toBe(3);
  expect(first.tracks.map((row) => row.unique_listeners)).toEqual([3]);
  expect((await trackFigures()).totals.current.unique_listeners).toBe(3);
  // Listeners 1 and 2 on the closed days, for the artist and for the track.
  expect(await keptCounts()).toEqual([
    { scope: 'artist', listeners: 2 },
    { scope: 'track', listeners: 2 },
  ]);
  expect((await artistFigures()).totals.current.unique_listeners).toBe(3);
});

test('a late event on a closed day drops the kept count, and the next read includes it', async () => {
  await artistFigures();
  await storeAndRollUp(pool, heard(listener(4), 4));
  expect(await keptCounts()).toEqual([]);
  const figures = await artistFigures();
  expect(figures.totals.current.unique_listeners).toBe(4);
  expect(figures.tracks.map((row) => row.unique_listeners)).toEqual([4]);
  expect((await trackFigures()).totals.current.unique_listeners).toBe(4);
});

test('an event of an open day keeps the kept count and still counts', async () => {
  await artistFigures();
  const before = await keptCounts();
  await storeAndRollUp(pool, heard(listener(5), 0, '00:01:00'));
  expect(await keptCounts()).toEqual(before);
  expect((await artistFigures()).totals.current.unique_listeners).toBe(5);
});
