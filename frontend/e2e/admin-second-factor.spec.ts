import { expect, type Page, type Route } from '@playwright/test';

import { PASSWORD } from './support/accounts';
import { enrolledAdminViaApi, nextTotpCodeFor } from './support/admin-enrolment';
import { test } from './support/demo-accounts';

/**
 * Issue 23 §3 (ADR 0031, addendum): the code an admin enters on the way in from /login passes the
 * session for good. The admin pages opened from the navigation and by address, each reloaded, do
 * not ask again; and a second press of "Log in" while the landing page loads starts no second
 * session (that was the cause: the code passed one session, the app kept the other).
 */

/** A login (an Argon2 check) and the admin area's first load: a busy machine takes its time. */
const LANDING = { timeout: 20_000 };

async function fillLogin(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
}

async function enterCode(page: Page, secret: string) {
  await expect(page.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible(
    LANDING,
  );
  await page
    .getByRole('textbox', { name: /Code from your authenticator app/ })
    .fill(await nextTotpCodeFor(secret));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible(LANDING);
}

/**
 * Runs `open` (a click, a page.goto, a reload) and waits for the admin page it leads to: the
 * page's own admin call is let in (200) and no code is asked for.
 */
async function expectAdminPage(
  page: Page,
  open: () => Promise<unknown>,
  { heading, call }: { heading: string; call: string },
) {
  const answered = page.waitForResponse((reply) => new URL(reply.url()).pathname === call);
  await open();
  expect((await answered).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toHaveCount(0);
}

const ARTIST_WAITLIST = { heading: 'Artist waitlist', call: '/api/admin/waitlist/artists' };
const USERS = { heading: 'Users', call: '/api/admin/users' };

test('a code entered on the way in from /login is not asked again: pages from the navigation and by address, each reloaded', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await enrolledAdminViaApi(request);
  await fillLogin(page, admin.email);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, LANDING);
  await enterCode(page, admin.secret);

  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expectAdminPage(
    page,
    () => nav.getByRole('link', { name: 'Waitlist — artists' }).click(),
    ARTIST_WAITLIST,
  );
  await expectAdminPage(page, () => page.reload(), ARTIST_WAITLIST);
  await expectAdminPage(page, () => page.goto('/admin/users'), USERS);
  await expectAdminPage(page, () => page.reload(), USERS);
});

test('pressing "Log in" again while the landing page loads signs in once, and the code holds', async ({
  page,
  request,
}) => {
  test.slow();
  const admin = await enrolledAdminViaApi(request);
  await fillLogin(page, admin.email);
  // From the login on, the page's code is held back (as on a busy machine): the login form stays
  // on screen after the login went through, until the landing page's code is let through.
  let logins = 0;
  let holding = false;
  let releaseLanding: () => void = () => undefined;
  const landingReleased = new Promise<void>((resolve) => {
    releaseLanding = resolve;
  });
  await page.route('**/api/auth/login', async (route: Route) => {
    logins += 1;
    holding = true;
    await route.continue();
  });
  await page.route('**/assets/**', async (route: Route) => {
    if (holding) await landingReleased;
    await route.continue();
  });
  const roleAnswered = page.waitForResponse(
    (reply) => new URL(reply.url()).pathname === '/api/auth/role',
  );
  await page.getByRole('button', { name: 'Log in' }).click();
  await roleAnswered;

  const logIn = page.getByRole('button', { name: 'Log in' });
  await expect(logIn).toBeDisabled();
  await page.getByRole('textbox', { name: 'Password', exact: true }).press('Enter');
  releaseLanding();
  await expect(page).toHaveURL(/\/admin\/dashboard$/, LANDING);
  await enterCode(page, admin.secret);
  expect(logins).toBe(1);

  await expectAdminPage(
    page,
    () =>
      page
        .getByRole('navigation', { name: 'Admin' })
        .getByRole('link', { name: 'Waitlist — artists' })
        .click(),
    ARTIST_WAITLIST,
  );
  await expectAdminPage(page, () => page.reload(), ARTIST_WAITLIST);
});
