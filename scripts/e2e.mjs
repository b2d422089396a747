// `make e2e ARGS="search.spec.ts --project=desktop"`: Playwright against a fresh app of its own
// (own database seeded with the demo catalogue, own Redis namespace, free port, own mailbox),
// serving an SPA built into a private folder, so several runs on one machine never collide.
// Expects the backend and the demo catalogue tool built (`make build`).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { startE2eServer } from './lib/e2e-env.mjs';
import { run } from './lib/run.mjs';

const root = join(import.meta.dirname, '..');
const frontend = join(root, 'frontend');
const services = execFileSync('bash', [join(root, 'scripts/ensure-services.sh')], {
  encoding: 'utf8',
});
const env = {
  ...process.env,
  ...Object.fromEntries(
    services
      .trim()
      .split('\n')
      .map((l) => l.split(/=(.*)/s).slice(0, 2)),
  ),
  XDG_CONFIG_HOME: join(frontend, '.cache/xdg-config'),
  XDG_CACHE_HOME: join(frontend, '.cache/xdg-cache'),
};

const spaDir = mkdtempSync(join(tmpdir(), 'encore-e2e-spa-'));
// This run's traces and screenshots: its own folder, so runs side by side never delete each other's.
const outputDir = mkdtempSync(join(tmpdir(), 'encore-e2e-results-'));
let code = await run(
  'npx',
  ['--no-install', 'vite', 'build', '--outDir', spaDir, '--emptyOutDir'],
  {
    cwd: frontend,
    env,
  },
);
if (code === 0) {
  const server = await startE2eServer(root, { ...env, SPA_DIR: spaDir });
  try {
    code = await run('npx', ['--no-install', 'playwright', 'test', ...process.argv.slice(2)], {
      cwd: frontend,
      env: {
        ...env,
        E2E_BASE_URL: server.baseUrl,
        E2E_MAIL_DIR: server.mailDir,
        E2E_DATABASE_URL: server.databaseUrl,
        E2E_OUTPUT_DIR: outputDir,
      },
    });
    if (code !== 0) console.log(`Traces and screenshots of the failures: ${outputDir}`);
  } finally {
    await server.stop();
  }
}
rmSync(spaDir, { recursive: true, force: true });
if (code === 0) rmSync(outputDir, { recursive: true, force: true });
process.exit(code);
