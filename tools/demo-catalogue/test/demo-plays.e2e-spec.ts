import { runDemoCatalogueCli, withDb } from '@encore/backend/testing';

import { seedDemoCatalogue } from './demo-seed-support.js';

const PLAY_TABLES = [
  'play_events',
  'play_daily_track_stats',
  'play_daily_artist_stats',
  'play_daily_track_listeners',
  'play_daily_artist_listeners',
  'play_daily_track_metrics',
  'play_daily_track_devices',
  'artist_listener_first_days',
];

const countPlayRows = (): Promise<Record<string, number>> =>
  withDb(async (db) => {
    const counts: Record<string, number> = {};
    for (const table of PLAY_TABLES) {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0]?.n ?? -1;
    }
    return counts;
  });

/** What the dashboard reads for the demo artist account's artist over the last 28 days. */
const demoArtistFigures = () =>
  withDb(async (db) => {
    const { rows } = await db.query<Record<string, number>>(
      `WITH artist AS (SELECT artist_id AS id FROM users WHERE email = 'artist@encore.test'),
            period AS (SELECT current_date - 27 AS first, current_date AS last)
       SELECT sum(m.plays)::int AS plays, sum(m.streams)::int AS streams,
              sum(m.completes)::int AS completes, sum(m.skips)::int AS skips,
              sum(m.partials)::int AS partials, sum(m.previews)::int AS previews,
              sum(m.listening_time_ms)::float8 AS listening_ms,
              sum(m.mobile_plays)::int AS mobile, sum(m.desktop_plays)::int AS desktop,
              count(DISTINCT m.track_id)::int AS tracks,
              (SELECT count(DISTINCT l.listener)::int FROM play_daily_artist_listeners l, period p
                WHERE l.artist_id = (SELECT id FROM artist) AND l.day BETWEEN p.first AND p.last)
                AS listeners,
              (SELECT count(*)::int FROM artist_listener_first_days f, period p
                WHERE f.artist_id = (SELECT id FROM artist) AND f.first_day BETWEEN p.first AND p.last)
                AS new_listeners,
              (SELECT count(DISTINCT d.device)::int FROM play_daily_track_devices d
                WHERE d.artist_id = (SELECT id FROM artist)) AS devices,
              (SELECT count(*)::int FROM play_rollup_dirty) AS dirty
         FROM play_daily_track_metrics m, period p
        WHERE m.artist_id = (SELECT id FROM artist) AND m.day BETWEEN p.first AND p.last`,
    );
    return rows[0] ?? {};
  });

describe('npm run seed: the demo plays', () => {
  let countsAfterFirst: Record<string, number>;

  beforeAll(async () => {
    // The catalogue's first seed is the one demo-seed.e2e-spec.ts checks (demo-seed-support.ts):
    // this spec's own runs come after it, whichever spec made it.
    await seedDemoCatalogue();
    const first = await runDemoCatalogueCli('seed', ['--no-logins']);
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    countsAfterFirst = await countPlayRows();
  }, 600_000);

  it("gives the demo artist account's artist a dashboard with figures on first look", async () => {
    const figures = await demoArtistFigures();
    expect(figures.dirty).toBe(0);
    for (const name of [
      'plays',
      'streams',
      'completes',
      'skips',
      'partials',
      'previews',
      'listening_ms',
      'mobile',
      'desktop',
      'listeners',
      'new_listeners',
    ]) {
      // Named in the failure message: which figure is zero.
      expect({ [name]: (figures[name] ?? 0) > 0 }).toEqual({ [name]: true });
    }
    expect(figures.streams).toBeLessThanOrEqual(figures.plays ?? 0);
    expect(figures.devices).toBeGreaterThanOrEqual(4);
    expect(figures.tracks).toBeGreaterThan(3);
  });

  it('stores plays no longer than their tracks, previews no longer than 30 s', async () => {
    const { rows } = await withDb((db) =>
      db.query<{ too_long: number; long_previews: number; visitors_in_full: number }>(
        `SELECT count(*) FILTER (WHERE listening_time_ms > track_duration_ms)::int AS too_long,
                count(*) FILTER (WHERE counted_as = 'preview' AND listening_time_ms > 30000)::int
                  AS long_previews,
                count(*) FILTER (WHERE counted_as = 'full' AND listener LIKE 'a:%')::int
                  AS visitors_in_full
           FROM play_events WHERE session_id LIKE 'web-demo-%'`,
      ),
    );
    expect(rows[0]).toEqual({ too_long: 0, long_previews: 0, visitors_in_full: 0 });
  });

  it('adds nothing when seeded again', async () => {
    const again = await runDemoCatalogueCli('seed', ['--no-logins']);
    expect(again.code).toBe(0);
    expect(again.stdout).not.toContain('Demo plays');
    expect(await countPlayRows()).toEqual(countsAfterFirst);
  }, 300_000);
});
