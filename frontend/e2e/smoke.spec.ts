import { expect, test } from '@playwright/test';

// Smoke: the shell renders, unknown paths land on not-found, and guarded pages need a login.

test('home shows the app chrome and the hero', async ({ page, isMobile }) => {
  await page.goto('/');

  await expect(
    page.getByRole('heading', { level: 1, name: /music that pays the people who make it/i }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Encore home' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Join as an artist' })).toHaveAttribute(
    'href',
    '/join',
  );
  await expect(page.getByRole('link', { name: 'Join the fan waitlist' }).first()).toHaveAttribute(
    'href',
    '/fan-waitlist',
  );

  // Desktop has the fixed top bar; below 768 px the bottom bar takes over.
  const chrome = isMobile
    ? page.getByRole('navigation', { name: 'Main' })
    : page.getByRole('banner');
  await expect(chrome.getByRole('link', { name: 'Login' })).toBeVisible();
});

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/does/not/exist');

  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a protected page sends a visitor to the login page', async ({ page }) => {
  await page.goto('/search');

  await expect(page).toHaveURL(/\/login\?next=%2Fsearch$/);
  await expect(page.getByRole('heading', { name: 'Log in to Encore' })).toBeVisible();
});
