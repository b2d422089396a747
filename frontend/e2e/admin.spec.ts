import { randomBytes } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';
import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import { totpCodeFor } from './support/admin-enrolment';
import { catalogueCount, resetSecondFactorOf, setRoleOf } from './support/database';
import { DEMO_EMAILS, DEMO_PASSWORD, logInThroughUi, test } from './support/demo-accounts';

/**
 * The admin area (ADR 0034): an admin lands on the overview, sets up the authenticator app the
 * admin area asks for, reads the figures, opens the queue board, makes an invite code and finds it
 * in the audit log, and signs in again with a recovery code. A listener is refused.
 */

/**
 * Who works the admin area in this run. The demo admin has one authenticator app for the whole
 * database, and both projects run at once against one app: the desktop run drives the demo admin
 * (starting its second factor over), the mobile run signs up an admin of its own.
 */
async function adminFor(page: Page, project: string): Promise<{ email: string; password: string }> {
  if (project === 'desktop') {
    await resetSecondFactorOf(DEMO_EMAILS.admin);
    return { email: DEMO_EMAILS.admin, password: DEMO_PASSWORD };
  }
  const email = uniqueEmail('shell-admin');
  await registerThroughUi(page, email, 'E2E Shell Admin');
  await setRoleOf(email, 'admin');
  return { email, password: PASSWORD };
}

/** An overview card's figure (its second line, under the label), e.g. 312 for "Tracks". */
async function figureOf(page: Page, key: string): Promise<number> {
  const value = page.locator(`[data-figure="${key}"] > :nth-child(2)`);
  await expect(value).toHaveText(/^[\d,]+$/);
  return Number(((await value.textContent()) ?? '').replace(/,/g, ''));
}

async function expectAccessible(page: Page) {
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);
}

test('an admin lands on the overview, sets up two-step sign-in, opens the queue board, makes an invite, finds it in the audit log', async ({
  page,
  browser,
}, testInfo) => {
  // Several screens, each checked by axe: on a busy machine this takes a while.
  test.slow();
  const admin = await adminFor(page, testInfo.project.name);

  // Spec §2: an admin's login lands on /admin/dashboard, whose door asks for an app first.
  await logInThroughUi(page, admin.email, admin.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = ((await page.getByLabel('Setup key').textContent()) ?? '').trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  await page
    .getByRole('textbox', { name: '6-digit code from the app' })
    .fill(await totpCodeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();

  // The ten recovery codes, this once: kept for the second sign-in below.
  const codeList = page.getByRole('list', { name: 'Recovery codes' });
  await expect(codeList.getByRole('listitem')).toHaveCount(10);
  const recoveryCodes = await codeList.getByRole('listitem').allTextContents();
  await expect(page.getByRole('link', { name: 'Download as a file' })).toHaveAttribute(
    'download',
    'encore-recovery-codes.txt',
  );
  await expectAccessible(page);
  const proceed = page.getByRole('button', { name: 'Continue' });
  await expect(proceed).toBeDisabled();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await proceed.click();

  // The overview: the catalogue's real counts, the demo seed's plays, the queues.
  await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: 'Overview' })).toHaveAttribute('aria-current', 'page');
  expect(await figureOf(page, 'tracks')).toBe(await catalogueCount('tracks'));
  expect(await figureOf(page, 'albums')).toBe(await catalogueCount('albums'));
  expect(await figureOf(page, 'artists')).toBe(await catalogueCount('artists'));
  expect(await figureOf(page, 'users')).toBeGreaterThanOrEqual(3);
  expect(await figureOf(page, 'plays-period')).toBeGreaterThan(0);
  const queues = page.getByRole('table', { name: 'Queue health' });
  await expect(queues.getByRole('row', { name: /analytics/ })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Waitlist sizes' }).getByRole('link', { name: 'Fans' }),
  ).toHaveAttribute('href', '/admin/waitlist/fans');
  await expectAccessible(page);

  // The queue board (a page of the API) opens in a tab of its own, let in by its cookie.
  const [board] = await Promise.all([
    page.waitForEvent('popup'),
    nav.getByRole('button', { name: 'Queue board' }).click(),
  ]);
  await expect(board).toHaveURL(/\/admin\/queues$/);
  await expect(board.getByText('Encore queues').first()).toBeVisible();
  await board.close();

  // An invite code for someone in particular.
  const note = `E2E shell ${randomBytes(4).toString('hex')}`;
  await nav.getByRole('link', { name: 'Invites' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invites' })).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Uses/ }).fill('2');
  await page.getByRole('textbox', { name: /^Note/ }).fill(note);
  await page.getByRole('button', { name: 'Create invite code' }).click();
  const created = page.getByRole('status').filter({ hasText: 'Invite code created.' });
  await expect(created).toBeVisible();
  const code = ((await created.getByText(/^[A-Z0-9]+(?:-[A-Z0-9]+)+$/).textContent()) ?? '').trim();
  expect(code).not.toBe('');
  const row = page.getByRole('row').filter({ hasText: note });
  await expect(row).toContainText(code);
  await expect(row).toContainText('Active');
  await expect(row).toContainText('0 of 2 used');
  await expectAccessible(page);

  // The audit log has it, by this admin, with what was made.
  await nav.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  await page
    .getByRole('button', { name: `Only actions by ${admin.email}` })
    .first()
    .click();
  await expect(page.getByRole('textbox', { name: 'Admin (user ID)' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Action' }).fill('invite.create');
  await page.getByRole('button', { name: 'Apply filters' }).click();
  // Newest first: this admin's latest invite is the one just made.
  const entry = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
  await expect(entry).toContainText('invite.create');
  await entry.getByText('Created').click();
  await expect(entry.getByText(`"${code}"`)).toBeVisible();
  await expect(entry.getByText(`"${note}"`)).toBeVisible();
  await expectAccessible(page);

  // Another sign-in is a new session: it asks for a code; a recovery code passes it once.
  const again = await browser.newContext();
  const second = await again.newPage();
  await logInThroughUi(second, admin.email, admin.password);
  await expect(second.getByRole('heading', { level: 1, name: 'Two-step sign-in' })).toBeVisible();
  const field = second.getByRole('textbox', { name: /Code from your authenticator app/ });
  await field.fill(recoveryCodes[0] ?? '');
  await second.getByRole('button', { name: 'Verify' }).click();
  await expect(second.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
  await again.close();
});

test.describe('as a listener', () => {
  test.use({ signedInAs: 'listener' });

  test('opening /admin/dashboard is refused', async ({ page }) => {
    const adminCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin')) adminCalls.push(request.url());
    });
    await page.goto('/admin/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Admins only' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByText('Accounts, catalogue, listening')).toHaveCount(0);
    expect(adminCalls).toEqual([]);
  });
});
