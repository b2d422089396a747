import { expect, test } from '@playwright/test';

import { latestMailTo, PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';
import { joinFanWaitlistConfirmed, linkIn } from './support/waitlist-signup';

/**
 * ADR 0035: a fan joins the waitlist and confirms; an admin (who sets up two-step sign-in first)
 * finds the entry, reads its consent evidence, notes something, approves it and sees it invited;
 * the invite mail's link registers the fan, and the entry then shows registered.
 */
test('an admin approves a fan waitlist entry; the invite registers the fan', async ({
  browser,
}) => {
  // A sign-up with a real proof of work, an authenticator set-up and a registration: a long day.
  test.slow();
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fanEmail = uniqueEmail('screened-fan');
  await joinFanWaitlistConfirmed(fanPage, { name: 'Grace Screened', email: fanEmail });

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminEmail = uniqueEmail('waitlist-admin');
  await registerThroughUi(adminPage, adminEmail, 'E2E Screener');
  await becomeEnrolledAdmin(adminPage, adminEmail);

  // The fan queue, searched for the new entry.
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', {
      name: 'Waitlist — fans',
    })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Fan waitlist' })).toBeVisible();
  const searched = adminPage.waitForResponse(
    (reply) => reply.url().includes('/api/admin/waitlist/fans?') && reply.url().includes('q='),
  );
  await adminPage.getByRole('searchbox', { name: 'Search entries' }).fill(fanEmail);
  await searched;
  // The search answered: the header row and the one entry it finds.
  const table = adminPage.getByRole('table', { name: 'Fan waitlist entries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  const row = table.getByRole('row', { name: `Open Grace Screened (${fanEmail})` });
  await expect(row).toContainText('Pending');
  await row.click();

  // Everything submitted, with its consent evidence.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Grace Screened' })).toBeVisible();
  const consent = adminPage.getByRole('region', { name: 'Consent evidence' });
  await expect(consent).toContainText('fan-2026-11-25');
  await expect(consent).toContainText(
    'Send me news about Encore and the artists I follow — ticked',
  );

  // A private note.
  await adminPage.getByRole('textbox', { name: 'Add a note' }).fill('E2E: met at the launch gig.');
  await adminPage.getByRole('button', { name: 'Add note' }).click();
  await expect(adminPage.getByRole('region', { name: 'Private notes' })).toContainText(
    'E2E: met at the launch gig.',
  );

  // Approve, confirmed in a dialog: the entry is invited with its code, and the mail goes out.
  await adminPage.getByRole('button', { name: 'Approve and invite' }).click();
  const dialog = adminPage.getByRole('dialog', { name: 'Approve Grace Screened?' });
  await dialog.getByRole('button', { name: 'Approve and send invite' }).click();
  const invite = adminPage.getByRole('region', { name: 'Invite' });
  await expect(invite).toContainText(/ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  await expect(adminPage.getByText('Invited', { exact: true }).first()).toBeVisible();
  const code = /ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await invite.textContent()) ?? '')?.[0] ?? '';

  const mail = await latestMailTo(fanEmail);
  expect(mail.subject).toBe('Your invite to Encore');
  expect(mail.text).toContain(code);

  // The fan registers from the mail's link (the code is filled in).
  await fanPage.goto(linkIn(mail.text, '/register'));
  await expect(fanPage.getByRole('textbox', { name: 'Invite code', exact: true })).toHaveValue(
    code,
  );
  await fanPage.getByRole('textbox', { name: 'Display name', exact: true }).fill('Grace Screened');
  await fanPage.getByRole('textbox', { name: 'Email', exact: true }).fill(fanEmail);
  await fanPage.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await fanPage.getByRole('button', { name: 'Create account' }).click();
  await expect(fanPage).toHaveURL(/\/discover$/);

  // Back in the admin area, the entry shows registered.
  await adminPage.reload();
  await expect(adminPage.getByRole('region', { name: 'Invite' })).toContainText(
    'Used: the person registered',
  );
  await expect(adminPage.getByText('Registered', { exact: true }).first()).toBeVisible();

  await fanContext.close();
  await adminContext.close();
});
