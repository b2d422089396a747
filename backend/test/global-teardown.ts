import { rmSync } from 'node:fs';

import pg from 'pg';

// One cleanup for every run's namespace: the same helper stops the Playwright server's.
import { deleteRedisNamespace } from '../../scripts/lib/redis-namespace.mjs';
import { WORKER_SUFFIX } from './worker-isolation.mjs';

export default async function globalTeardown(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? '');
  const name = url.pathname.slice(1);
  if (!name.startsWith('encore_test_')) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    // The run's own and its workers' copies (worker-isolation.mjs).
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
      [name, `${name}${WORKER_SUFFIX}%`],
    );
    for (const { datname } of rows) {
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
  const redisPrefix = process.env.REDIS_KEY_PREFIX ?? '';
  if (redisPrefix.startsWith('encore_test_')) {
    await deleteRedisNamespace(process.env.REDIS_URL ?? '', redisPrefix);
    await deleteRedisNamespace(process.env.REDIS_URL ?? '', `${redisPrefix}${WORKER_SUFFIX}*`);
  }
  const scratch = process.env.ENCORE_TEST_SCRATCH;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
