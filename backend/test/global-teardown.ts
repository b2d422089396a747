import { rmSync } from 'node:fs';

import pg from 'pg';

// One cleanup for every run's namespace: the same helper stops the Playwright server's.
import { deleteRedisNamespace } from '../../scripts/lib/redis-namespace.mjs';

export default async function globalTeardown(): Promise<void> {
  const url = new URL(process.env.DATABASE_URL ?? '');
  const name = url.pathname.slice(1);
  if (!name.startsWith('encore_test_')) return;
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
  const redisPrefix = process.env.REDIS_KEY_PREFIX ?? '';
  if (redisPrefix.startsWith('encore_test_')) {
    await deleteRedisNamespace(process.env.REDIS_URL ?? '', redisPrefix);
  }
  const scratch = process.env.ENCORE_TEST_SCRATCH;
  if (scratch) rmSync(scratch, { recursive: true, force: true });
}
