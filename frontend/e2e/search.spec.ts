import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { searchFor } from './support/search';

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('search'));
});

test('a listener finds an artist, browses the tabs and opens the artist', async ({
  page,
  isMobile,
}) => {
  await searchFor(page, isMobile, 'Neon Harbor');

  const artistsTab = page.getByRole('tab', { name: /^Artists \(\d+\)$/ });
  await expect(artistsTab).toHaveAttribute('aria-selected', 'true');
  const artists = page.getByRole('table', { name: 'Artists' });
  await expect(artists.getByRole('row', { name: 'Open Neon Harbor' })).toBeVisible();
  if (!isMobile) {
    await expect(page.getByRole('banner').getByRole('searchbox', { name: 'Search' })).toHaveValue(
      'Neon Harbor',
    );
  }

  await page.getByRole('tab', { name: /^Albums \(\d+\)$/ }).click();
  // Neon Harbor's albums (the studio spec may publish a new one meanwhile, ahead of the demo's).
  await expect(
    page
      .getByRole('table', { name: 'Albums' })
      .getByRole('row', { name: /^Open .+ by Neon Harbor/ })
      .first(),
  ).toBeVisible();
  await page.getByRole('tab', { name: /^Tracks \(\d+\)$/ }).click();
  await expect(page.getByRole('table', { name: 'Tracks' }).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Discover' })).toHaveAttribute('href', '/discover');

  await artistsTab.click();
  await artists.getByRole('row', { name: 'Open Neon Harbor' }).click();
  await expect(page).toHaveURL('/artist/neon-harbor');
  await expect(page.getByRole('heading', { name: 'Neon Harbor' }).first()).toBeVisible();
});

test('an album row opens the album under its artist', async ({ page, isMobile }) => {
  await searchFor(page, isMobile, 'Afterglow Boulevard');

  await page.getByRole('tab', { name: /^Albums \(\d+\)$/ }).click();
  await page
    .getByRole('table', { name: 'Albums' })
    .getByRole('row', { name: 'Open Afterglow Boulevard by Neon Harbor' })
    .click();

  await expect(page).toHaveURL('/artist/neon-harbor/album/afterglow-boulevard');
  await expect(page.getByRole('heading', { name: 'Afterglow Boulevard' }).first()).toBeVisible();
});

test('a locked SoundCheck track offers its album instead of playing', async ({
  page,
  isMobile,
}) => {
  await searchFor(page, isMobile, 'Cassette Heart');

  await page.getByRole('tab', { name: /^Tracks \(\d+\)$/ }).click();
  const row = page
    .getByRole('table', { name: 'Tracks' })
    .getByRole('row', { name: 'Cassette Heart (Acoustic) by Neon Harbor, SoundCheck exclusive' });
  await expect(
    row.getByText('SoundCheck', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await row.click();

  const dialog = page.getByRole('dialog', { name: 'SoundCheck Exclusive' });
  await expect(dialog.getByRole('button', { name: 'Maybe Later' })).toBeVisible();
  await dialog.getByRole('link', { name: 'View Album' }).click();

  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL('/artist/neon-harbor/album/night-drive-tapes');
});

test('an unknown query says nothing matched, on every tab', async ({ page, isMobile }) => {
  await searchFor(page, isMobile, 'zzqxj');

  await expect(page.getByText('No artists found matching "zzqxj"')).toBeVisible();
  await page.getByRole('tab', { name: 'Tracks (0)' }).click();
  await expect(page.getByText('No tracks found matching "zzqxj"')).toBeVisible();
});
