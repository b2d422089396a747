import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';

// Mobile layout only (playwright.config.ts runs *.mobile.spec.ts in the mobile project alone).
const ALBUM_PATH = '/artist/neon-harbor/album/afterglow-boulevard';

test('on mobile the mini player expands and shows synced lyrics following the song', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail('lyrics'));
  await page.goto(ALBUM_PATH);
  await page.getByRole('button', { name: 'Play Harbour Lights' }).click();

  await page.getByRole('button', { name: 'Open player' }).click();
  const sheet = page.getByRole('dialog', { name: 'Now playing' });
  await sheet.getByRole('button', { name: 'Lyrics' }).click();
  const lyrics = sheet.getByRole('region', { name: 'Lyrics' });
  await expect(lyrics.locator('[aria-current="true"]')).toBeVisible({ timeout: 20_000 });
  await sheet.getByRole('button', { name: 'Close player' }).click();
  await expect(sheet).toBeHidden();
});
