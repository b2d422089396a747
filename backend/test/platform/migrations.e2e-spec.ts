import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import pg from 'pg';

const backendDir = join(import.meta.dirname, '..', '..');
const adminUrl = new URL(process.env.DATABASE_URL ?? '');
adminUrl.pathname = '/postgres';

const admin = async (sql: string): Promise<void> => {
  const client = new pg.Client({ connectionString: adminUrl.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};

describe('npm run migrate', () => {
  const name = `encore_test_mig_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl.toString());
  url.pathname = `/${name}`;
  const migrate = (): string =>
    execFileSync(process.execPath, ['dist/src/cli/migrate.js'], {
      cwd: backendDir,
      env: { ...process.env, DATABASE_URL: url.toString() },
      encoding: 'utf8',
    });

  afterAll(() => admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));

  it('creates the database and applies every migration from empty, then is a no-op', async () => {
    expect(migrate()).toMatch(/Applied \d+ migration/);
    expect(migrate()).toContain('Database schema is up to date.');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      const tables = await client.query<{ table_name: string }>(
        `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'users',
          'invite_codes',
          'artists',
          'albums',
          'tracks',
          'genres',
          'moods',
          'artist_genres',
          'artist_moods',
          'album_genres',
        ]),
      );
      const accessTypes = await client.query<{ v: string }>(
        `SELECT unnest(enum_range(NULL::album_access_type))::text AS v`,
      );
      expect(accessTypes.rows.map((r) => r.v)).toEqual([
        'free',
        'standard',
        'soundcheck',
        'vip',
        'limited',
      ]);
    } finally {
      await client.end();
    }
  });
});
