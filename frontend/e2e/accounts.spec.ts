import { randomInt } from 'node:crypto';

import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import {
  DEMO_INVITE,
  latestMailTo,
  PASSWORD,
  registerThroughUi,
  uniqueEmail,
} from './support/accounts';

// A 1×1 PNG: the server re-encodes every avatar to a 512×512 WebP.
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test('a new listener registers with an invite code and lands on discover, signed in', async ({
  page,
  isMobile,
}) => {
  await registerThroughUi(page, uniqueEmail('register'));

  if (isMobile) {
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'My Profile' })).toBeVisible();
  } else {
    await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  }
  // The session survives a reload (token in storage, renewed by the server).
  await page.reload();
  await expect(page).toHaveURL(/\/discover$/);
});

test('logging out signs the user out (desktop: to /login, mobile: to /)', async ({
  page,
  isMobile,
}) => {
  await registerThroughUi(page, uniqueEmail('logout'));

  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
    ).toBeVisible();
  } else {
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
});

test('a protected page sends a visitor to /login without leaving itself in the history', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
});

test('a forgotten password is reset through the mailed link', async ({ page }) => {
  const email = uniqueEmail('reset');
  await registerThroughUi(page, email);
  await page.evaluate(() => {
    localStorage.clear();
  });

  await page.goto('/forgot-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('Check your email');

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Reset your Encore password');
  const link = /https?:\/\/\S+\/update-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  const newPassword = 'moonlit-harbour-symphony-8';
  await page.goto(new URL(link ?? '').pathname + new URL(link ?? '').search);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Your password has been updated.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in' }).click();

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');

  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/discover$/);
});

test('an uploaded avatar shows in the chrome at once', async ({ page, isMobile }) => {
  await registerThroughUi(page, uniqueEmail('avatar'), 'Avatar Person');
  await page.goto('/dashboard');
  await page.getByLabel('Choose a new avatar').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: TINY_PNG,
  });
  await page.getByRole('button', { name: 'Upload avatar' }).click();
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Avatar updated'),
  ).toBeVisible();

  const avatar = isMobile
    ? page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Profile' })
    : page.getByRole('button', { name: 'Account menu' });
  await expect(avatar.locator('img')).toHaveAttribute(
    'src',
    /\/media\/images\/avatars\/[0-9a-f-]{36}\.webp$/,
  );
});

/** An account made through the API from a context of its own: this browser stays signed out. */
async function accountViaApi(request: APIRequestContext, label: string): Promise<string> {
  const email = uniqueEmail(label);
  const reply = await request.post('/api/auth/register', {
    data: { email, password: PASSWORD, displayName: 'Returning Fan', inviteCode: DEMO_INVITE },
  });
  expect(reply.status()).toBe(201);
  return email;
}

async function logInOnPage(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

test('a search behind the login comes back, results and all, after logging in', async ({
  page,
  request,
}) => {
  const email = await accountViaApi(request, 'back-to-search');
  await page.goto('/search?q=Afterglow%20Boulevard');
  await expect(page).toHaveURL(/\/login\?next=%2Fsearch%3Fq%3DAfterglow%2520Boulevard$/);

  await logInOnPage(page, email);

  await expect(page).toHaveURL('/search?q=Afterglow%20Boulevard');
  await expect(page.getByRole('row', { name: /^Open Afterglow Boulevard/ }).first()).toBeVisible();
});

test('the login prompt brings a visitor back to the track they tried, which now plays', async ({
  page,
  request,
}) => {
  const email = await accountViaApi(request, 'back-to-track');
  await page.goto('/');
  const membersOnly = page
    .getByRole('region', { name: 'Listen now' })
    .getByRole('listitem')
    .filter({ hasText: 'Members only' })
    .first();
  const title =
    (await membersOnly.getByRole('button', { name: /^Play / }).getAttribute('aria-label')) ?? '';
  await membersOnly.getByRole('button', { name: /^Play / }).click();
  await page
    .getByRole('dialog', { name: 'Login to Encore' })
    .getByRole('link', { name: 'Go to Login' })
    .click();

  await logInOnPage(page, email);

  await expect(page).toHaveURL(/\/$/);
  const again = page
    .getByRole('region', { name: 'Listen now' })
    .getByRole('button', { name: title });
  await again.first().click();
  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Login to Encore' })).toBeHidden();
});

test("after a stranger's failed logins the owner solves a proof of work and logs in", async ({
  page,
  request,
}) => {
  const email = await accountViaApi(request, 'proof-of-work');
  // A botnet: one wrong guess each from a dozen addresses.
  for (let i = 0; i < 12; i += 1) {
    const guess = await request.post('/api/auth/login', {
      headers: { 'x-forwarded-for': `10.99.${randomInt(256)}.${randomInt(1, 255)}` },
      data: { email, password: `guess-${i}-Summer2026!` },
    });
    expect(guess.status()).toBe(401);
  }

  await page.goto('/login');
  await logInOnPage(page, email);
  await expect(page.getByRole('alert').first()).toHaveText(
    'Please complete the verification, then log in again.',
  );
  // The widget appears with that answer and solves by itself: no click on it. "Log in" pressed
  // at once waits for the proof and then goes.
  await expect(page.getByRole('group', { name: 'Human verification' })).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/discover$/, { timeout: 30_000 });
});

test('changing the password on the dashboard needs the current one', async ({ page, request }) => {
  const email = uniqueEmail('change-password');
  await registerThroughUi(page, email);
  await page.goto('/dashboard');
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'lantern-orchard-cascade-31';

  await form
    .getByRole('textbox', { name: 'Current password', exact: true })
    .fill('not-my-password');
  await form.getByRole('textbox', { name: 'New password', exact: true }).fill(newPassword);
  await form.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByRole('alert')).toHaveText('Your current password is incorrect.');

  await form.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Update password' }).click();
  await expect(form.getByText('Your password has been updated.')).toBeVisible();

  const withNew = await request.post('/api/auth/login', { data: { email, password: newPassword } });
  expect(withNew.status()).toBe(200);
  const withOld = await request.post('/api/auth/login', { data: { email, password: PASSWORD } });
  expect(withOld.status()).toBe(401);
});
