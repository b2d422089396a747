import { randomInt } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const frontendDir = fileURLToPath(new URL('.', import.meta.url));

// Keep Chromium's profile and caches inside the project instead of $HOME.
process.env.XDG_CONFIG_HOME = `${frontendDir}.cache/xdg-config`;
process.env.XDG_CACHE_HOME = `${frontendDir}.cache/xdg-cache`;

/** Debian's Chromium: @playwright/test ships no browser and `playwright install` needs internet. */
const chromium = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/**
 * Each worker process looks like its own client address (the e2e server trusts X-Forwarded-For),
 * so per-IP rate limits see a handful of users rather than one very busy one.
 */
const clientIp = `10.77.${randomInt(256)}.${randomInt(1, 255)}`;

// No webServer: the Makefile starts the app (API + built SPA) before the suite runs.
export default defineConfig({
  testDir: './e2e',
  // Traces and screenshots of failures; a run of its own each (scripts/e2e.mjs, test-all.mjs), so
  // runs side by side never delete each other's files.
  outputDir: process.env.E2E_OUTPUT_DIR ?? './test-results',
  fullyParallel: true,
  // Two browsers at once on the 2-core machines: the whole suite in 11.8 min instead of ~24 in
  // one worker (229 tests, beside three other jobs). Each worker is its own client address.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]]
    : 'list',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    extraHTTPHeaders: { 'x-forwarded-for': clientIp },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: chromium,
      },
    },
    {
      name: 'mobile',
      // Tests whose subject has no layout and that are long (the wait for a scheduled minute).
      grepInvert: /@desktop-only/,
      use: {
        ...devices['Pixel 7'],
        browserName: 'chromium',
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        launchOptions: chromium,
      },
    },
  ],
});
