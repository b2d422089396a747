import { loadConfig } from '../../src/config/index.js';
import {
  combineDatabaseFacts,
  preparedStatement,
  SqlPool,
} from '../../src/platform/database/index.js';

const SETTINGS = { plan_cache_mode: 'force_generic_plan', 'pg_trgm.similarity_threshold': '0.5' };

function openPool(size: number): SqlPool {
  const config = loadConfig({ ...process.env, SQL_POOL_SIZE: String(size) });
  return new SqlPool(config, combineDatabaseFacts([{ sqlSessionSettings: SETTINGS }]));
}

const sessionSettings = preparedStatement<
  { pid: number; plan_cache_mode: string; threshold: string },
  readonly []
>(
  'test-session-settings',
  `SELECT pg_backend_pid() AS pid, current_setting('plan_cache_mode') AS plan_cache_mode,
     current_setting('pg_trgm.similarity_threshold') AS threshold, pg_sleep(0.05)::text AS slept`,
);
const preparedNames = preparedStatement<{ name: string }, readonly []>(
  'test-prepared-names',
  'SELECT name FROM pg_prepared_statements ORDER BY name',
);
const echo = preparedStatement<{ value: number }, readonly [number]>(
  'test-echo',
  'SELECT $1::int + 1 AS value',
);

describe('SqlPool', () => {
  it("starts every connection with the modules' session settings", async () => {
    const pool = openPool(3);
    try {
      const rows = (
        await Promise.all([1, 2, 3, 4, 5, 6].map(() => pool.query(sessionSettings, [])))
      ).flat();
      expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
      for (const row of rows) {
        expect(row).toMatchObject({ plan_cache_mode: 'force_generic_plan', threshold: '0.5' });
      }
    } finally {
      await pool.onApplicationShutdown();
    }
  });

  it('prepares a statement once per connection, then binds and executes it', async () => {
    const pool = openPool(1);
    try {
      expect(await pool.query(echo, [41])).toEqual([{ value: 42 }]);
      expect(await pool.query(echo, [1])).toEqual([{ value: 2 }]);
      const names = (await pool.query(preparedNames, [])).map((row) => row.name);
      expect(names).toEqual(['test-echo', 'test-prepared-names']);
    } finally {
      await pool.onApplicationShutdown();
    }
  });

  it('refuses a second statement text under a name already used', async () => {
    const pool = openPool(1);
    try {
      await pool.query(echo, [1]);
      const impostor = preparedStatement<{ value: number }, readonly [number]>(
        'test-echo',
        'SELECT $1::int - 1 AS value',
      );
      await expect(pool.query(impostor, [1])).rejects.toThrow(
        'Two SQL statements are named test-echo',
      );
    } finally {
      await pool.onApplicationShutdown();
    }
  });

  it('is closed on application shutdown', async () => {
    const pool = openPool(1);
    await pool.query(echo, [1]);
    await pool.onApplicationShutdown();
    await expect(pool.query(echo, [1])).rejects.toThrow();
  });
});
