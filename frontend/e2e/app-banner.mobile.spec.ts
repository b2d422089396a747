import { expect, type Locator, type Page, test } from '@playwright/test';

/** Nothing of the banner leaves the screen or runs over another part of it. */
async function expectBannerFits(page: Page, banner: Locator, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const box = async (locator: Locator) => {
    const found = await locator.boundingBox();
    if (found === null) throw new Error('not rendered');
    return found;
  };
  const close = await box(banner.getByRole('button', { name: 'Dismiss app banner' }));
  const getApp = await box(banner.getByRole('link', { name: /^Get the app/ }));
  const text = await box(banner.getByText('Keep listening on the go.'));
  const status = await box(banner.getByRole('status'));

  expect(close.x).toBeGreaterThanOrEqual(0);
  expect(close.x + close.width).toBeLessThanOrEqual(width);
  expect(close.width).toBeGreaterThanOrEqual(24); // still a tap target
  // The text ends before the button starts; the status sits below both.
  expect(text.x + text.width).toBeLessThanOrEqual(getApp.x);
  expect(status.y).toBeGreaterThanOrEqual(
    Math.max(text.y + text.height, getApp.y + getApp.height) - 1,
  );
  expect(status.x + status.width).toBeLessThanOrEqual(width);
}

for (const width of [390, 320]) {
  test(`the ?from=app banner fits a ${width} px screen`, async ({ page }) => {
    // The redirect would leave the page under the measurements: hold the store's answer.
    await page.route(/^https:\/\/play\.google\.com\//, () => new Promise(() => undefined));
    await page.setViewportSize({ width, height: 740 });
    await page.goto('/?from=app');
    const banner = page.getByRole('complementary', { name: 'Encore app' });
    await expect(banner.getByRole('status')).toBeVisible();
    await expectBannerFits(page, banner, width);
  });
}
