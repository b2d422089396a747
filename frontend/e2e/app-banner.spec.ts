import { expect, test } from '@playwright/test';

// The e2e server's listings (scripts/lib/e2e-env.mjs); the stores themselves are never reached.
const APP_STORE = /^https:\/\/apps\.apple\.com\//;
const PLAY_STORE = /^https:\/\/play\.google\.com\//;

test.beforeEach(async ({ page }) => {
  for (const store of [APP_STORE, PLAY_STORE]) {
    await page.route(store, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Store listing</title>' }),
    );
  }
});

test('the ?from=app banner sends a phone to its own store after 2 s, and never a desktop', async ({
  page,
  isMobile,
}) => {
  // The countdown runs on the page's timers, held on Playwright's clock from before the banner
  // shows: "not at 1,999 ms, at 2,000 ms" holds however busy the machine is.
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1000);
  await page.goto('/?from=app');
  const banner = page.getByRole('complementary', { name: 'Encore app' });
  await expect(banner).toBeVisible();

  if (isMobile) {
    // The mobile project is a Pixel 7: Android, so Google Play and only Google Play.
    await expect(banner.getByRole('link', { name: 'Get the app on Google Play' })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );
    await expect(banner.getByRole('status')).toHaveText('Opening Google Play…');
    await page.clock.runFor(1999);
    await expect(page).toHaveURL('/?from=app');
    await page.clock.runFor(1);
    await page.waitForURL(PLAY_STORE);
  } else {
    await expect(banner.getByRole('link', { name: 'App Store' })).toHaveAttribute(
      'href',
      APP_STORE,
    );
    await expect(banner.getByRole('link', { name: 'Google Play' })).toHaveAttribute(
      'href',
      PLAY_STORE,
    );
    await page.clock.runFor(5000);
    await expect(page).toHaveURL('/?from=app');
    await expect(banner.getByRole('status')).toHaveCount(0);
  }
});

test('dismissing the banner cancels the redirect and keeps it away for the session', async ({
  page,
}) => {
  await page.goto('/?from=app');
  const banner = page.getByRole('complementary', { name: 'Encore app' });
  await banner.getByRole('button', { name: 'Dismiss app banner' }).click();
  await expect(banner).toBeHidden();

  await page.waitForTimeout(2500);
  await expect(page).toHaveURL('/?from=app');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(banner).toBeHidden();
});
