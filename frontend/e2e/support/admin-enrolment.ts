import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';

import { setRoleOf } from './database';

/** The code an authenticator app would show now for this key (RFC 6238, 30 s steps). */
export const totpCodeFor = (secret: string): Promise<string> => generate({ secret });

/**
 * Makes the signed-in account on `page` an admin (in the database, as an operator would) and sets
 * up its authenticator app through the admin area's own screens: the setup key is read off the
 * page, the code computed from it, the recovery codes acknowledged. Ends in the admin area with
 * the second factor passed for this session.
 */
export async function becomeEnrolledAdmin(page: Page, email: string): Promise<void> {
  await setRoleOf(email, 'admin');
  // A fresh load asks the server for the role again.
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Set up authenticator app' }).click();
  const secret = (await page.getByLabel('Setup key').textContent())?.trim() ?? '';
  expect(secret).not.toBe('');
  await page
    .getByRole('textbox', { name: '6-digit code from the app' })
    .fill(await totpCodeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'I have saved my recovery codes' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
}
