import { expect, type Page } from '@playwright/test';

/** The return from the provider is a full page load: the app starts, then asks the server. */
export const RETURN_TIMEOUT = { timeout: 15_000 };

/** From /test-stripe to the provider's checkout page, through the offer's Purchase button. */
export async function startCheckout(page: Page) {
  await page.goto('/test-stripe');
  await expect(page.getByText('4242 4242 4242 4242')).toBeVisible();
  const offer = page.getByRole('region', { name: 'Night Drive Tapes' });
  await expect(offer.getByText('£5.99')).toBeVisible();
  await offer.getByRole('button', { name: 'Purchase' }).click();
  await expect(page.getByRole('button', { name: 'Pay £5.99' })).toBeVisible();
}

/** Fills the built-in checkout's card form and pays. */
export async function payWith(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('E2E Fan');
  await page.getByRole('button', { name: 'Pay £5.99' }).click();
}

/** Buys the test page's album (Night Drive Tapes) with the card that pays, back on the app. */
export async function buyTestAlbum(page: Page) {
  await startCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible(
    RETURN_TIMEOUT,
  );
}
