/**
 * A benchmark's own PostgreSQL database (created, migrated with the real CLI, dropped on exit)
 * and its own Redis database (an empty one of 1–15, emptied again on exit), so a run neither
 * reads nor disturbs anybody's data.
 */
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';

import { Redis } from 'ioredis';
import pg from 'pg';

import { capture } from '../../lib/run.mjs';
import { onExit } from './processes.mjs';

const root = join(import.meta.dirname, '..', '..', '..');

/** Runs a small ES module synchronously in a child Node (exit handlers cannot await). */
function runSync(code, env) {
  spawnSync(process.execPath, ['--input-type=module', '-e', code], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
}

/** Creates `<prefix>_<random>` next to the database of `serverUrl`, migrated; dropped on exit. */
export async function throwawayDatabase(serverUrl, prefix) {
  const url = new URL(serverUrl);
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  url.pathname = `/${name}`;
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  const dropSql = `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    const client = new pg.Client({ connectionString: admin.toString() });
    await client.connect();
    await client.query(dropSql).finally(() => client.end());
  };
  onExit(() => {
    if (!dropped) {
      runSync(
        `import pg from 'pg'; const c = new pg.Client(${JSON.stringify(admin.toString())});
         await c.connect(); await c.query(${JSON.stringify(dropSql)}); await c.end();`,
        process.env,
      );
    }
  });
  const migrate = await capture(process.execPath, ['dist/src/cli/migrate.js'], {
    cwd: join(root, 'backend'),
    env: { ...process.env, DATABASE_URL: url.toString() },
  });
  if (migrate.code !== 0) throw new Error(`migrating ${name} failed:\n${migrate.out}`);
  return { url: url.toString(), name, drop };
}

/** The first empty logical database of the Redis at `serverUrl` (15 down to 1); emptied on exit. */
export async function emptyRedisDatabase(serverUrl) {
  for (let db = 15; db >= 1; db--) {
    const url = new URL(serverUrl);
    url.pathname = `/${db}`;
    const redis = new Redis(url.toString(), { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const size = await redis.dbsize();
    if (size > 0) {
      redis.disconnect();
      continue;
    }
    let flushed = false;
    const flush = async () => {
      if (flushed) return;
      flushed = true;
      await redis.flushdb();
      redis.disconnect();
    };
    onExit(() => {
      if (!flushed) {
        runSync(
          `import { Redis } from 'ioredis'; const r = new Redis(${JSON.stringify(url.toString())});
           await r.flushdb(); r.disconnect();`,
          process.env,
        );
      }
    });
    return { url: url.toString(), redis, flush };
  }
  throw new Error(`every Redis database 1–15 at ${serverUrl} holds keys; none is free to use`);
}
