import { randomBytes } from 'node:crypto';

import { runBuiltCli, runDemoCatalogueCli, withDb } from '@encore/backend/testing';
import pg from 'pg';

import { seedDemoCatalogue } from './demo-seed-support.js';

const SMALL = ['--artists', '200', '--albums', '400', '--tracks', '2000'];

const totals = (): Promise<Record<string, number>> =>
  withDb(async (db) => {
    const { rows } = await db.query<Record<string, number>>(
      `SELECT (SELECT count(*) FROM artists)::int AS artists, (SELECT count(*) FROM albums)::int AS albums,
              (SELECT count(*) FROM tracks)::int AS tracks, (SELECT count(*) FROM artist_genres)::int AS artist_genres,
              (SELECT count(*) FROM album_genres)::int AS album_genres`,
    );
    return rows[0] ?? {};
  });

describe('npm run seed:bulk', () => {
  let base: Record<string, number>;

  beforeAll(async () => {
    await seedDemoCatalogue();
    await runDemoCatalogueCli('seed-bulk', ['--reset']);
    base = await totals();
  }, 600_000);

  afterAll(async () => {
    await runDemoCatalogueCli('seed-bulk', ['--reset']);
  });

  it('adds exactly the requested rows, linked to genres and reusing demo audio', async () => {
    const run = await runDemoCatalogueCli('seed-bulk', SMALL);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/\d+ rows\/s/);
    const after = await totals();
    expect({ artists: after.artists, albums: after.albums, tracks: after.tracks }).toEqual({
      artists: (base.artists ?? 0) + 200,
      albums: (base.albums ?? 0) + 400,
      tracks: (base.tracks ?? 0) + 2000,
    });
    const checks = await withDb(async (db) => {
      const q = async (sql: string): Promise<number> =>
        (await db.query<{ n: number }>(sql)).rows[0]?.n ?? -1;
      return {
        artistsWithoutGenre:
          await q(`SELECT count(*)::int AS n FROM artists a WHERE a.slug LIKE 'bulk-%'
          AND NOT EXISTS (SELECT 1 FROM artist_genres g WHERE g.artist_id = a.id)`),
        albumsWithoutGenre:
          await q(`SELECT count(*)::int AS n FROM albums a WHERE a.slug LIKE 'bulk-%'
          AND NOT EXISTS (SELECT 1 FROM album_genres g WHERE g.album_id = a.id)`),
        foreignAudio:
          await q(`SELECT count(*)::int AS n FROM tracks t JOIN albums a ON a.id = t.album_id
          WHERE a.slug LIKE 'bulk-%' AND t.file_path NOT IN (SELECT t2.file_path FROM tracks t2
            JOIN albums a2 ON a2.id = t2.album_id WHERE a2.slug NOT LIKE 'bulk-%')`),
        accessTypes: await q(
          `SELECT count(DISTINCT access_type)::int AS n FROM albums WHERE slug LIKE 'bulk-%'`,
        ),
        tracksOfOtherArtist:
          await q(`SELECT count(*)::int AS n FROM tracks t JOIN albums a ON a.id = t.album_id
          WHERE a.slug LIKE 'bulk-%' AND t.artist_id <> a.artist_id`),
      };
    });
    expect(checks).toEqual({
      artistsWithoutGenre: 0,
      albumsWithoutGenre: 0,
      foreignAudio: 0,
      accessTypes: 5,
      tracksOfOtherArtist: 0,
    });
  }, 120_000);

  it('keeps the same totals when run again, with or without --reset', async () => {
    const before = await totals();
    const again = await runDemoCatalogueCli('seed-bulk', SMALL);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('already present');
    expect(await totals()).toEqual(before);
    const regenerated = await runDemoCatalogueCli('seed-bulk', [...SMALL, '--reset']);
    expect(regenerated.code).toBe(0);
    expect(await totals()).toEqual(before);
  }, 120_000);

  it('removes every bulk row with --reset alone', async () => {
    const run = await runDemoCatalogueCli('seed-bulk', ['--reset']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      'Removed the bulk catalogue (200 artists, 400 albums, 2000 tracks)',
    );
    expect(await totals()).toEqual(base);
  }, 120_000);

  it('fails in one clear line on a database the demo seed has not filled', async () => {
    const name = `encore_test_bulk_${randomBytes(4).toString('hex')}`;
    const url = new URL(process.env.DATABASE_URL ?? '');
    url.pathname = `/${name}`;
    const admin = new URL(url.toString());
    admin.pathname = '/postgres';
    try {
      expect((await runBuiltCli('migrate', [], { DATABASE_URL: url.toString() })).code).toBe(0);
      const run = await runDemoCatalogueCli('seed-bulk', SMALL, { DATABASE_URL: url.toString() });
      expect(run.code).toBe(1);
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
      expect(run.stderr).toContain('run `make seed` first');
    } finally {
      const client = new pg.Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    }
  }, 60_000);
});
