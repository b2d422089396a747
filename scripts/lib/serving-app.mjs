import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startApiProcess } from './api-process.mjs';
import { dropDatabase } from './drop-database.mjs';
import { freePort } from './free-port.mjs';
import { run, waitForHttp } from './run.mjs';

const MAKE_START_URL = `http://127.0.0.1:${process.env.PORT ?? '3000'}`;

/**
 * Proof that the tests are isolated from a running app: the app as `make start` serves it — the
 * shared Redis database with no key prefix, its embedded worker on, the built SPA — beside the
 * test run. When `make start` already serves it is used as it is; otherwise one starts on a free
 * port with a throwaway database (migrated, not seeded: its worker is what matters) and is
 * stopped afterwards. `stillServing()` asks it again once the tests are done.
 */
export async function startServingApp(root, baseEnv) {
  if (await waitForHttp(`${MAKE_START_URL}/api/health`, 500)) {
    console.log(`an app already serves on ${MAKE_START_URL} (make start): the tests run beside it`);
    return { baseUrl: MAKE_START_URL, stillServing: () => healthy(MAKE_START_URL), stop: noop };
  }
  const name = `encore_serving_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(baseEnv.DATABASE_URL);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  const scratch = mkdtempSync(join(tmpdir(), 'encore-serving-'));
  const env = {
    ...baseEnv,
    NODE_ENV: 'development',
    DATABASE_URL: dbUrl.toString(),
    REDIS_URL: baseEnv.REDIS_URL,
    REDIS_KEY_PREFIX: '', // none, as `make start` runs
    EMBEDDED_WORKER: 'true',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SPA_DIR: join(root, 'frontend/dist'),
    LOG_LEVEL: 'warn',
    SECRETS_FILE: join(scratch, 'secrets.json'),
    MAIL_DIR: join(scratch, 'mail'),
  };
  const backend = join(root, 'backend');
  const cleanUp = async () => {
    await dropDatabase(env.DATABASE_URL);
    rmSync(scratch, { recursive: true, force: true });
  };
  if ((await run(process.execPath, ['dist/src/cli/migrate.js'], { cwd: backend, env })) !== 0) {
    await cleanUp();
    throw new Error('migrate failed for the serving app');
  }
  const { baseUrl, stop } = await startApiProcess(root, env, {
    label: 'serving app',
    cleanUp,
  });
  console.log(`the app serves on ${baseUrl} (make start's Redis database and queues)`);
  return { baseUrl, stillServing: () => healthy(baseUrl), stop };
}

const noop = async () => undefined;

async function healthy(baseUrl) {
  const ok = await waitForHttp(`${baseUrl}/api/health`, 2000);
  console.log(ok ? `${baseUrl} still answers healthy` : `${baseUrl} stopped answering`);
  return ok;
}
