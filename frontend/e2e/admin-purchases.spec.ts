import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';
import { buyTestAlbum } from './support/test-checkout';

/**
 * ADR 0037: a listener buys a Soundcheck album through the built-in test checkout; an admin finds
 * the purchase, reads its event log and refunds it. The purchase turns refunded when the test
 * checkout's charge.refunded reaches the webhook, and the listener can no longer play the album.
 */
const ALBUM_PATH = '/artist/neon-harbor/album/night-drive-tapes';
/** Stripe's event travels through the webhook before the page's next check sees it. */
const STRIPE_TIMEOUT = { timeout: 20_000 };

test('an admin refunds a listener’s Soundcheck purchase and sees it refunded', async ({
  browser,
}) => {
  test.slow();
  const fanContext = await browser.newContext();
  const fanPage = await fanContext.newPage();
  const fanEmail = uniqueEmail('refunded-fan');
  await registerThroughUi(fanPage, fanEmail, 'Refunded Fan');
  await buyTestAlbum(fanPage);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminEmail = uniqueEmail('refund-admin');
  await registerThroughUi(adminPage, adminEmail, 'E2E Refund Admin');
  await becomeEnrolledAdmin(adminPage, adminEmail);

  // The fan's purchase, found by their email.
  await adminPage.goto('/admin/purchases');
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Purchases' })).toBeVisible();
  await adminPage.getByRole('searchbox', { name: 'Buyer' }).fill(fanEmail);
  const row = adminPage.getByRole('row', {
    name: `Open Night Drive Tapes bought by ${fanEmail}`,
  });
  await expect(row).toContainText('Paid');
  await expect(adminPage.getByRole('table', { name: 'Purchases' }).getByRole('row')).toHaveCount(2);
  await row.click();

  // Its page: the payment in the event log, and the refund asked for after a confirmation.
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Purchase' })).toBeVisible();
  const log = adminPage.getByRole('list', { name: 'Event log' });
  await expect(log).toContainText('Stripe event checkout.session.completed');
  await adminPage.getByRole('button', { name: 'Refund…' }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Refund £5.99 to ${fanEmail}?` });
  await dialog.getByRole('button', { name: 'Refund £5.99' }).click();
  await expect(
    adminPage.getByText(
      'Refund requested. The purchase shows as refunded once Stripe confirms it.',
      { exact: true },
    ),
  ).toBeVisible();

  // Stripe's event lands: refunded, with the request and the event in the log.
  await expect(adminPage.getByText(/^Refunded on /)).toBeVisible(STRIPE_TIMEOUT);
  await expect(log.getByRole('listitem').filter({ hasText: 'Refund requested' })).toContainText(
    `by ${adminEmail}`,
  );
  await expect(log).toContainText('Stripe event charge.refunded');
  await expect(log).toContainText('Paid → Refunded');
  await adminPage.getByRole('button', { name: '← All purchases' }).click();
  await expect(row).toContainText('Refunded');

  // The fan has lost the album: Purchase is offered again, and the dashboard says Refunded.
  await fanPage.goto(ALBUM_PATH);
  await expect(fanPage.getByRole('link', { name: 'Purchase' })).toBeVisible();
  await fanPage.goto('/dashboard');
  const purchases = fanPage.getByRole('list', { name: 'Your purchases' });
  await expect(purchases.getByRole('listitem')).toContainText('Refunded');

  await adminContext.close();
  await fanContext.close();
});
