import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { runNamespace } from '../../scripts/lib/redis-namespace.mjs';
import { workerDatabaseNames } from './worker-isolation.mjs';

/**
 * Integration tests run against real PostgreSQL and Redis: a database of their own, created and
 * migrated here with the real migrate CLI (built first, then the demo catalogue tool's CLIs), and
 * dropped in global-teardown; in Redis a key namespace of their own (`REDIS_KEY_PREFIX`, whatever
 * database TEST_REDIS_URL names), so an app serving on the same Redis never takes the tests' jobs;
 * its keys go in global-teardown. The demo catalogue's integration tests run in this environment
 * too (`@encore/backend/testing/global-setup`).
 */
export default async function globalSetup(
  global: { maxWorkers: number },
  project: { rootDir: string },
): Promise<void> {
  const backendDir = join(import.meta.dirname, '..');
  const base = process.env.TEST_DATABASE_BASE_URL ?? 'postgres://postgres@127.0.0.1:5432';
  const name = `encore_test_${randomBytes(4).toString('hex')}`;
  const scratch = mkdtempSync(join(tmpdir(), 'encore-test-'));
  // `make test` hands the backend's and the demo catalogue's runs one media folder, so the demo
  // media are rendered once per run (file names hash what was rendered, so reuse is exact).
  const mediaDir = process.env.TEST_MEDIA_DIR ?? join(scratch, 'media');
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: `${base}/${name}`,
    REDIS_URL:
      process.env.TEST_REDIS_URL ?? `redis://127.0.0.1:6379/${1 + ((randomBytes(1)[0] ?? 0) % 15)}`,
    REDIS_KEY_PREFIX: runNamespace('test'),
    MEDIA_DIR: mediaDir,
    // Unfinished tus uploads (docs/adr/0043): the run's own, never the app's `.data/uploads`.
    UPLOAD_DIR: join(scratch, 'uploads'),
    MAIL_DIR: join(scratch, 'mail'),
    // Beside the media folder: the media tests check that `../secrets.json` cannot be streamed.
    SECRETS_FILE: join(mediaDir, '..', 'secrets.json'),
    SPA_DIR: '',
    LOG_LEVEL: 'silent',
    EMBEDDED_WORKER: 'false',
    // Every request names its client in X-Forwarded-For (support/http.ts randomIp), so each test
    // has its own address and no spec spends another's rate limits (registration: 20 an hour).
    TRUST_PROXY: 'true',
    ENCORE_TEST_SCRATCH: scratch,
  });
  const run = (script: string): void => {
    execFileSync(process.execPath, [script], { cwd: backendDir, env: process.env, stdio: 'pipe' });
  };
  // The same two steps as `npm run build`: compile, then copy non-TS assets (password list).
  execFileSync(
    process.execPath,
    ['../node_modules/typescript7/bin/tsc', '-p', 'tsconfig.build.json'],
    { cwd: backendDir, stdio: 'inherit' },
  );
  execFileSync(process.execPath, ['scripts/copy-assets.mjs'], {
    cwd: backendDir,
    stdio: 'inherit',
  });
  // The demo catalogue's CLIs (tools/demo-catalogue) seed what catalogue tests read; they compile
  // against the backend's public entry just built, so they are built after it.
  execFileSync(
    process.execPath,
    ['../../node_modules/typescript7/bin/tsc', '-p', 'tsconfig.build.json'],
    { cwd: join(backendDir, '..', 'tools', 'demo-catalogue'), stdio: 'inherit' },
  );
  run('dist/src/cli/migrate.js');
  // The backend's own run: the demo catalogue, once, before any spec. The seed runs only into an
  // empty catalogue and specs write catalogue rows of their own (catalogueTrack…), so a spec
  // seeding later could find artists and skip, leaving the catalogue specs without the demo.
  // (The demo catalogue tool's run seeds what its tests check itself.)
  if (project.rootDir === backendDir) {
    execFileSync(process.execPath, ['dist/cli/seed.js', '--if-empty', '--no-logins'], {
      cwd: join(backendDir, '..', 'tools', 'demo-catalogue'),
      env: process.env,
      stdio: 'pipe',
    });
    await copyForWorkers(base, name, global.maxWorkers);
  }
}

/** Each further worker's copy of the migrated, seeded database (worker-isolation.mjs). */
async function copyForWorkers(base: string, name: string, workers: number): Promise<void> {
  const client = new pg.Client({ connectionString: `${base}/postgres` });
  await client.connect();
  try {
    for (const copy of workerDatabaseNames(name, workers)) {
      await client.query(`CREATE DATABASE "${copy}" TEMPLATE "${name}"`);
    }
  } finally {
    await client.end();
  }
}
