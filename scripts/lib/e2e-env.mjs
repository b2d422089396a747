import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startApiProcess } from './api-process.mjs';
import { dropDatabase as dropOwnDatabase } from './drop-database.mjs';
import { freePort } from './free-port.mjs';
import { deleteRedisNamespace, runNamespace } from './redis-namespace.mjs';
import { run } from './run.mjs';

/**
 * The app as a user gets it, for Playwright: its own database (migrated and seeded with the demo
 * catalogue; media rendered once into .data/media and reused), its own Redis key namespace (an
 * app serving on the same Redis never takes its jobs), the built SPA, a free port, its own mail
 * folder.
 */
export async function startE2eServer(root, baseEnv) {
  const name = `encore_e2e_${randomBytes(4).toString('hex')}`;
  const dbUrl = new URL(baseEnv.DATABASE_URL);
  dbUrl.pathname = `/${name}`;
  const port = await freePort();
  // Each run reads its own mailbox (password reset links) and may fake client IPs (rate limits).
  const mailDir = mkdtempSync(join(tmpdir(), 'encore-e2e-mail-'));
  const env = {
    ...baseEnv,
    DATABASE_URL: dbUrl.toString(),
    REDIS_KEY_PREFIX: runNamespace('e2e'),
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SPA_DIR: baseEnv.SPA_DIR ?? join(root, 'frontend/dist'),
    LOG_LEVEL: 'warn',
    SECRETS_FILE: join(root, '.data/e2e-secrets.json'),
    MAIL_DIR: mailDir,
    TRUST_PROXY: 'true',
    // The ?from=app banner's store listings (its redirect is intercepted by the specs).
    APP_STORE_URL: baseEnv.APP_STORE_URL || 'https://apps.apple.com/app/encore-music/id6450012345',
    PLAY_STORE_URL:
      baseEnv.PLAY_STORE_URL || 'https://play.google.com/store/apps/details?id=app.encore.music',
  };
  const backend = join(root, 'backend');
  const dropDatabase = async () => {
    await deleteRedisNamespace(env.REDIS_URL, env.REDIS_KEY_PREFIX);
    await dropOwnDatabase(env.DATABASE_URL);
  };
  // The backend's migrate CLI, then the demo catalogue tool's seed CLI (tools/demo-catalogue).
  const steps = [
    [backend, 'dist/src/cli/migrate.js'],
    [join(root, 'tools/demo-catalogue'), 'dist/cli/seed.js'],
  ];
  for (const [cwd, script] of steps) {
    const code = await run(process.execPath, [script], { cwd, env });
    if (code !== 0) {
      await dropDatabase();
      throw new Error(`${script} failed for the e2e database`);
    }
  }
  const { baseUrl, stop } = await startApiProcess(root, env, {
    label: 'e2e server',
    cleanUp: dropDatabase,
  });
  return { baseUrl, mailDir, databaseUrl: env.DATABASE_URL, stop };
}
