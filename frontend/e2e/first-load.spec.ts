import { expect, type Request } from '@playwright/test';
import { test } from './support/demo-accounts';

// index.html starts a returning user's session check and the page's chunks before the app's
// JavaScript has run (docs/adr/0026); the server's CSP allows that inline script by its hash.

const ENTRY_CHUNK = /\/assets\/index-[\w-]+\.js$/;
const SEARCH_CHUNK = /\/assets\/search-[\w-]+\.js$/;
const isSessionCheck = (request: Request): boolean =>
  new URL(request.url()).pathname === '/api/auth/session';

test.describe('a returning listener opens /search from a link', () => {
  test.use({ signedInAs: 'listener' });

  test('the session check and the page chunk start before the app runs, each sent once', async ({
    page,
  }) => {
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    // The app's code is held back until both went out (or 10 s passed): only index.html can
    // have sent them by then.
    const early = Promise.all([
      page.waitForRequest(isSessionCheck, { timeout: 10_000 }),
      page.waitForRequest(SEARCH_CHUNK, { timeout: 10_000 }),
    ]).then(
      () => true,
      () => false,
    );
    await page.route(ENTRY_CHUNK, async (route) => {
      await early;
      await route.continue();
    });

    await page.goto('/search?q=neon');

    await expect(page.getByRole('heading', { level: 1, name: 'Results for "neon"' })).toBeVisible();
    expect(await early).toBe(true);
    const sessionChecks = requests.filter(isSessionCheck);
    expect(sessionChecks).toHaveLength(1);
    expect(sessionChecks[0]?.headers()['authorization']).toMatch(/^Bearer \S+$/);
    expect(requests.filter((request) => SEARCH_CHUNK.test(request.url()))).toHaveLength(1);
    expect(cspViolations).toEqual([]);
  });
});

test('a visitor with no stored session sends no session check and is asked to log in', async ({
  page,
}) => {
  const sessionChecks: string[] = [];
  page.on('request', (request) => {
    if (isSessionCheck(request)) sessionChecks.push(request.url());
  });

  await page.goto('/search?q=neon');

  await expect(page).toHaveURL(/\/login\?next=%2Fsearch%3Fq%3Dneon$/);
  await expect(page.getByRole('heading', { name: 'Log in to Encore' })).toBeVisible();
  expect(sessionChecks).toEqual([]);
});
