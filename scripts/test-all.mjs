// `make test`: every check, each step run even when an earlier one fails, then one summary line
// "tests: N passed, N failed" (tests counted from the Jest/Playwright reports; each
// non-test check — lint, types, builds — counts as one).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startE2eServer } from './lib/e2e-env.mjs';
import { run } from './lib/run.mjs';
import { startServingApp } from './lib/serving-app.mjs';

const root = join(import.meta.dirname, '..');
const reports = join(root, '.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const services = execFileSync('bash', [join(root, 'scripts/ensure-services.sh')], {
  encoding: 'utf8',
});
const serviceEnv = Object.fromEntries(
  services
    .trim()
    .split('\n')
    .map((l) => l.split(/=(.*)/s).slice(0, 2)),
);
const sharedTestMedia = mkdtempSync(join(tmpdir(), 'encore-test-media-'));
const dbBase = new URL(serviceEnv.DATABASE_URL);
dbBase.pathname = '';
const env = {
  ...process.env,
  ...serviceEnv,
  TEST_DATABASE_BASE_URL: dbBase.toString().replace(/\/$/, ''),
  // The Redis database `make start` uses, on purpose: the tests' key namespaces keep them apart.
  TEST_REDIS_URL: serviceEnv.REDIS_URL,
  XDG_CONFIG_HOME: join(root, 'frontend/.cache/xdg-config'),
  XDG_CACHE_HOME: join(root, 'frontend/.cache/xdg-cache'),
  // A heap above Node's default 4 GB for a run in band (--runInBand, as one spec is run by hand),
  // where every spec file's module graph stays until the process ends: at ~85 files one process
  // passed 4 GB and aborted (2026-11-26). make test's workers are replaced past 1.5 GB instead.
  NODE_OPTIONS: '--experimental-vm-modules --max-old-space-size=8192',
  FORCE_COLOR: '0',
  // The backend's and the demo catalogue's integration tests share this run's rendered demo media
  // (backend/test/global-setup.ts); a fresh folder per run, removed at the end.
  TEST_MEDIA_DIR: join(sharedTestMedia, 'media'),
};

const results = [];
const npx = (cwd, ...args) => run('npx', ['--no-install', ...args], { cwd, env });
const jestCounts = (file) => {
  if (!existsSync(file)) return undefined;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: r.numPassedTests, failed: r.numFailedTests + r.numRuntimeErrorTestSuites };
};
const playwrightCounts = (file) => {
  if (!existsSync(file)) return undefined;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
};

async function step(name, action, counts) {
  const started = Date.now();
  console.log(`\n━━ ${name}`);
  let code;
  try {
    code = await action();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  }
  const tests = counts?.();
  const failedTests = tests?.failed ?? 0;
  const ok = code === 0 && failedTests === 0;
  const passed = tests ? tests.passed : ok ? 1 : 0;
  const failed = tests ? Math.max(failedTests, ok ? 0 : 1) : ok ? 0 : 1;
  results.push({ name, ok, passed, failed, seconds: (Date.now() - started) / 1000 });
}

const backend = join(root, 'backend');
const frontend = join(root, 'frontend');
const sharedRules = join(root, 'packages/shared-rules');
const testCheckout = join(root, 'tools/test-checkout');
const demoCatalogue = join(root, 'tools/demo-catalogue');
const report = (name) => join(reports, name);
/** A Jest run counted by its tests: `args` select the project, the JSON report feeds the counts. */
const jestStep = (name, cwd, reportName, ...args) =>
  step(
    name,
    () => npx(cwd, 'jest', ...args, '--json', `--outputFile=${report(reportName)}`),
    () => jestCounts(report(reportName)),
  );

// Debian's ffmpeg for the media pipeline when it can be had; the npm build otherwise (never fails).
await step('install ffmpeg when missing', () =>
  run('bash', [join(root, 'scripts/install-ffmpeg.sh')], { env }),
);
await step('install Chromium when missing', async () =>
  existsSync('/usr/bin/chromium')
    ? 0
    : run('bash', [join(root, 'scripts/install-chromium.sh')], { env }),
);
// Type-aware ESLint and the demo catalogue's typecheck read the backend's built declarations
// (its public `@encore/backend/tools` entry), so the backend is built before either runs.
await step('build backend', () =>
  run('npm', ['run', 'build', '-w', 'backend'], { cwd: root, env }),
);
await step('eslint', () => npx(root, 'eslint', '--max-warnings', '0', '.'));
await step('prettier', () => npx(root, 'prettier', '--check', '.'));
await step('typecheck backend', () =>
  run('npm', ['run', 'typecheck', '-w', 'backend'], { cwd: root, env }),
);
await step('typecheck frontend', () =>
  run('npm', ['run', 'typecheck', '-w', 'frontend'], { cwd: root, env }),
);
await step('typecheck shared rules', () =>
  run('npm', ['run', 'typecheck', '-w', '@encore/shared-rules'], { cwd: root, env }),
);
await step('typecheck test checkout', () =>
  run('npm', ['run', 'typecheck', '-w', '@encore/test-checkout'], { cwd: root, env }),
);
await step('dependency-cruiser (backend boundaries)', () =>
  run('npm', ['run', 'depcruise', '-w', 'backend'], { cwd: root, env }),
);
await step('steiger (frontend FSD layers)', () =>
  run('npm', ['run', 'steiger', '-w', 'frontend'], { cwd: root, env }),
);
await step('typecheck demo catalogue', () =>
  run('npm', ['run', 'typecheck', '-w', '@encore/demo-catalogue'], { cwd: root, env }),
);
await step('build demo catalogue', () =>
  run('npm', ['run', 'build', '-w', '@encore/demo-catalogue'], { cwd: root, env }),
);
await step('typed API client is up to date', () =>
  run('node', [join(root, 'scripts/check-api-client.mjs')], { cwd: root, env }),
);
await jestStep('shared rules unit tests', sharedRules, 'shared-rules-unit.json');
await jestStep(
  'test checkout unit tests',
  testCheckout,
  'test-checkout-unit.json',
  '--selectProjects',
  'unit',
);
// The checkout alone, through the official SDK on loopback (no database); the payment flow through
// the API with it is among the backend's integration tests (test/payments).
await jestStep(
  'test checkout integration tests (the stripe SDK over loopback)',
  testCheckout,
  'test-checkout-integration.json',
  '--selectProjects',
  'integration',
);
// Everything from here runs while an app serves as `make start` does, on the same Redis database.
let servingApp;
await step('an app serving beside the tests (as make start)', async () => {
  servingApp = await startServingApp(root, env);
  return 0;
});
await jestStep('backend unit tests', backend, 'backend-unit.json', '--selectProjects', 'unit');
await jestStep(
  'backend integration tests (PostgreSQL + Redis)',
  backend,
  'backend-integration.json',
  '--selectProjects',
  'integration',
  // Two workers, each with its own database copy and Redis namespace (test/worker-isolation.mjs),
  // each replaced past 1.5 GB (jest.config.js): 389 s instead of 826 s in band on a quiet machine.
  '--maxWorkers=2',
  // A failed hook leaves its pools and clients open; the run must still end and be counted.
  '--forceExit',
);
await jestStep(
  'demo catalogue unit tests',
  demoCatalogue,
  'demo-catalogue-unit.json',
  '--selectProjects',
  'unit',
);
await jestStep(
  'demo catalogue integration tests (PostgreSQL + Redis)',
  demoCatalogue,
  'demo-catalogue-integration.json',
  '--selectProjects',
  'integration',
  '--runInBand',
  '--forceExit',
);
await jestStep('frontend unit tests', frontend, 'frontend-unit.json', '--maxWorkers=2');
await step('storybook build', () =>
  npx(frontend, 'storybook', 'build', '--quiet', '-o', 'storybook-static'),
);
await step('build frontend', () =>
  run('npm', ['run', 'build', '-w', 'frontend'], { cwd: root, env }),
);
// Issue 15: a route's initial JS (entry + page chunk + their static imports), gzipped, within its
// budget (150 KB for `/`), read from the build's Vite manifest.
await step('bundle budget (initial JS per route, gzipped)', () =>
  run('node', [join(root, 'scripts/check-bundle-budget.mjs')], { cwd: root, env }),
);
await step(
  'playwright end-to-end (Chromium)',
  async () => {
    const server = await startE2eServer(root, env);
    try {
      return await run('npx', ['--no-install', 'playwright', 'test', '--reporter=list,json'], {
        cwd: frontend,
        env: {
          ...env,
          E2E_BASE_URL: server.baseUrl,
          E2E_MAIL_DIR: server.mailDir,
          E2E_DATABASE_URL: server.databaseUrl,
          E2E_OUTPUT_DIR: report('playwright-results'),
          PLAYWRIGHT_JSON_OUTPUT_NAME: report('playwright.json'),
        },
      });
    } finally {
      await server.stop();
    }
  },
  () => playwrightCounts(report('playwright.json')),
);

await step('the serving app still answers healthy after the tests', async () => {
  try {
    return servingApp && (await servingApp.stillServing()) ? 0 : 1;
  } finally {
    await servingApp?.stop();
  }
});

rmSync(sharedTestMedia, { recursive: true, force: true });

console.log('\n━━ summary');
for (const r of results) {
  console.log(
    `${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.passed} passed, ${r.failed} failed, ${r.seconds.toFixed(1)} s)`,
  );
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`tests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
