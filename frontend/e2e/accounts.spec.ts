import { expect, test } from '@playwright/test';

import { latestMailTo, PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';

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
  await expect(page).toHaveURL(/\/login$/);
});

test('a protected page sends a visitor to /login without leaving itself in the history', async ({
  page,
}) => {
  await page.goto('/');
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
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
