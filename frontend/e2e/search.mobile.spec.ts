import { expect, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';

/** No part of the table runs past the screen or needs scrolling sideways. */
async function expectTableFits(page: Page, name: string, width: number) {
  const table = page.getByRole('table', { name });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  const fits = await table.evaluate((element) => {
    const scroller = element.parentElement;
    return {
      right: element.getBoundingClientRect().right,
      sideways: scroller === null ? 0 : scroller.scrollWidth - scroller.clientWidth,
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    };
  });
  expect(fits.sideways).toBeLessThanOrEqual(0);
  expect(fits.page).toBeLessThanOrEqual(0);
  expect(fits.right).toBeLessThanOrEqual(width);
}

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('search-mobile'));
});

for (const width of [390, 320]) {
  test(`the three search tables fit a ${width} px phone, access chips included`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/search?q=Neon%20Harbor');

    await expectTableFits(page, 'Artists', width);
    await expect(
      page.getByRole('table', { name: 'Artists' }).getByText('synthwave').first(),
    ).toBeVisible();

    await page.getByRole('tab', { name: /^Albums \(\d+\)$/ }).click();
    await expectTableFits(page, 'Albums', width);

    await page.getByRole('tab', { name: /^Tracks \(\d+\)$/ }).click();
    await expectTableFits(page, 'Tracks', width);
    const tracks = page.getByRole('table', { name: 'Tracks' });
    const chips = tracks.getByText(/^(Free|SoundCheck)$/).filter({ visible: true });
    await expect(chips.first()).toBeVisible();
    for (const chip of await chips.all()) {
      const box = await chip.boundingBox();
      expect(box).not.toBeNull();
      if (box !== null) expect(box.x + box.width).toBeLessThanOrEqual(width);
      // The whole word shows: the chip's text is not cut off inside it.
      expect(
        await chip.evaluate((label) => label.scrollWidth - label.clientWidth),
      ).toBeLessThanOrEqual(0);
    }
    // The artist and album the phone hides as columns read under the title.
    await expect(tracks.getByText(/^Neon Harbor · /).first()).toBeVisible();
  });
}
