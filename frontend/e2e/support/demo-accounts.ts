import { type BrowserContext, expect, type Page, test as base } from '@playwright/test';

/** The demo catalogue's logins (tools/demo-catalogue/src/demo/accounts.ts), seeded into every e2e app. */
export const DEMO_PASSWORD = 'encore-demo-2026';
export const DEMO_EMAILS = {
  listener: 'listener@encore.test',
  artist: 'artist@encore.test',
  admin: 'admin@encore.test',
} as const;
export type DemoRole = keyof typeof DEMO_EMAILS;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Logs in on /login as a user would and waits to leave the page. */
export async function logInThroughUi(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).not.toHaveURL(/\/login(\?|$)/);
}

/**
 * `test.use({ signedInAs: 'artist' })` starts each test signed in as that demo account. Each worker
 * logs in once per account and reuses the session (the access token lives 15 minutes).
 */
export const test = base.extend<
  { signedInAs: DemoRole | null },
  { demoSessions: Map<DemoRole, StorageState> }
>({
  signedInAs: [null, { option: true }],
  demoSessions: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from it
    async ({}, provide) => {
      await provide(new Map());
    },
    { scope: 'worker' },
  ],
  storageState: async (
    { signedInAs, demoSessions, browser, baseURL, extraHTTPHeaders },
    provide,
  ) => {
    if (signedInAs === null) {
      await provide(undefined);
      return;
    }
    let state = demoSessions.get(signedInAs);
    if (state === undefined) {
      const context = await browser.newContext({
        ...(baseURL === undefined ? {} : { baseURL }),
        ...(extraHTTPHeaders === undefined ? {} : { extraHTTPHeaders }),
      });
      await logInThroughUi(await context.newPage(), DEMO_EMAILS[signedInAs], DEMO_PASSWORD);
      state = await context.storageState();
      await context.close();
      demoSessions.set(signedInAs, state);
    }
    await provide(state);
  },
});
