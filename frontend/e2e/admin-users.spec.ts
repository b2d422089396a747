import { expect, test } from '@playwright/test';

import { PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';

/**
 * ADR 0036: an admin (who sets up two-step sign-in first) finds an account, makes it an artist,
 * disables it, and the account's open session ends on its next request.
 */
test('an admin finds a user, makes them an artist, disables them, and their session ends', async ({
  browser,
}) => {
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fanEmail = uniqueEmail('fan');
  await registerThroughUi(fanPage, fanEmail, 'Soon Disabled');

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminEmail = uniqueEmail('admin');
  await registerThroughUi(adminPage, adminEmail, 'E2E Admin');
  await becomeEnrolledAdmin(adminPage, adminEmail);

  // Find the account by the start of its email.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Search accounts' }).fill(fanEmail.slice(0, 14));
  await adminPage.getByRole('row', { name: `Open ${fanEmail}` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Soon Disabled' })).toBeVisible();
  await expect(adminPage.getByRole('table', { name: 'Sessions' }).getByRole('row')).toHaveCount(2);

  // Role: chosen, confirmed, applied.
  await adminPage.getByRole('combobox', { name: 'Role' }).click();
  await adminPage.getByRole('option', { name: 'Artist' }).click();
  const roleDialog = adminPage.getByRole('dialog', { name: 'Make Soon Disabled an artist?' });
  await roleDialog.getByRole('button', { name: 'Change role' }).click();
  await expect(adminPage.getByText('Role changed to Artist.')).toBeVisible();
  const role = await fanPage.request.get('/api/auth/role', {
    headers: {
      authorization: `Bearer ${await fanPage.evaluate(() => localStorage.getItem('access_token'))}`,
    },
  });
  expect(await role.json()).toEqual({ role: 'artist' });

  // Disable: asked, confirmed with a reason, applied.
  await adminPage.getByRole('button', { name: 'Disable account' }).click();
  const disableDialog = adminPage.getByRole('dialog', { name: `Disable ${fanEmail}?` });
  await disableDialog.getByRole('textbox', { name: /Reason/ }).fill('E2E: closing the account');
  await disableDialog.getByRole('button', { name: 'Disable account' }).click();
  await expect(adminPage.getByText('Account disabled: every session has ended.')).toBeVisible();
  await expect(adminPage.getByText('Not signed in anywhere.')).toBeVisible();

  // The fan's next request finds the session ended, and a new login is refused with the reason.
  await fanPage.goto('/discover');
  await expect(fanPage).toHaveURL(/\/login/);
  await fanPage.getByRole('textbox', { name: 'Email', exact: true }).fill(fanEmail);
  await fanPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await fanPage.getByRole('button', { name: 'Log in' }).click();
  await expect(fanPage.getByText(/This account has been disabled/)).toBeVisible();

  await fanContext.close();
  await adminContext.close();
});
