import { expect, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { expectAudioAdvancing, seekPosition, seekSlider } from './support/player';

const ALBUM_PATH = '/artist/neon-harbor/album/afterglow-boulevard';

/** The player's position in seconds (on mobile, read in the full player, then closed again). */
async function position(page: Page, isMobile: boolean): Promise<number> {
  const seconds = await seekPosition(await seekSlider(page, isMobile));
  if (isMobile) {
    const sheet = page.getByRole('dialog', { name: 'Now playing' });
    await sheet.getByRole('button', { name: 'Close player' }).click();
    await expect(sheet).toBeHidden();
  }
  return seconds;
}

/** Whether the player's shuffle is on (desktop: the bar; mobile: the full player). */
async function playerShuffles(page: Page, isMobile: boolean): Promise<string | null> {
  if (!isMobile) {
    return page
      .getByRole('region', { name: 'Player' })
      .getByRole('button', { name: 'Shuffle' })
      .getAttribute('aria-pressed');
  }
  await page.getByRole('button', { name: 'Open player' }).click();
  const sheet = page.getByRole('dialog', { name: 'Now playing' });
  const pressed = await sheet.getByRole('button', { name: 'Shuffle' }).getAttribute('aria-pressed');
  await sheet.getByRole('button', { name: 'Close player' }).click();
  await expect(sheet).toBeHidden();
  return pressed;
}

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('controls'));
});

test('a row’s play control pauses the track that plays and resumes it where it was', async ({
  page,
  isMobile,
}) => {
  await page.goto(ALBUM_PATH);
  const tracks = page.getByRole('list', { name: 'Tracks on Afterglow Boulevard' });
  await tracks.getByRole('button', { name: 'Play Last Bus to Southsea' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expectAudioAdvancing(await seekSlider(page, isMobile), 2);
  if (isMobile)
    await page
      .getByRole('dialog', { name: 'Now playing' })
      .getByRole('button', { name: 'Close player' })
      .click();

  // The row now offers Pause; pressing it pauses instead of starting the track over.
  await tracks.getByRole('button', { name: 'Pause Last Bus to Southsea' }).click();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await position(page, isMobile);
  expect(pausedAt).toBeGreaterThanOrEqual(2);
  await page.waitForTimeout(1500);
  expect(await position(page, isMobile)).toBe(pausedAt);

  // Pressed again, it resumes from there (a restart would read 0 or 1).
  await tracks.getByRole('button', { name: 'Play Last Bus to Southsea' }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expect(tracks.getByRole('button', { name: 'Pause Last Bus to Southsea' })).toBeVisible();
  expect(await position(page, isMobile)).toBeGreaterThanOrEqual(pausedAt);
});

test('the search Tracks row of the playing track pauses it', async ({ page }) => {
  await page.goto('/search?q=Last%20Bus%20to%20Southsea');
  await page.getByRole('tab', { name: /^Tracks \(\d+\)$/ }).click();
  const table = page.getByRole('table', { name: 'Tracks' });
  await table.getByRole('row', { name: 'Play Last Bus to Southsea by Neon Harbor' }).click();
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();

  await table.getByRole('row', { name: 'Pause Last Bus to Southsea by Neon Harbor' }).click();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(
    table.getByRole('row', { name: 'Play Last Bus to Southsea by Neon Harbor' }),
  ).toBeVisible();
});

test('Play all plays the album from its first track; Shuffle turns the player’s shuffle on', async ({
  page,
  isMobile,
}) => {
  await page.goto(ALBUM_PATH);
  const playAlbum = page.getByRole('group', { name: 'Play Afterglow Boulevard' });
  const tracks = page.getByRole('list', { name: 'Tracks on Afterglow Boulevard' });

  await playAlbum.getByRole('button', { name: 'Play all' }).click();
  await expect(tracks.getByRole('button', { name: 'Pause Harbour Lights' })).toBeVisible();
  expect(await playerShuffles(page, isMobile)).toBe('false');

  await playAlbum.getByRole('button', { name: 'Shuffle' }).click();
  await expect.poll(() => playerShuffles(page, isMobile)).toBe('true');
  // Something of the album plays: exactly one of its rows offers Pause.
  await expect(tracks.getByRole('button', { name: /^Pause / })).toHaveCount(1);

  await playAlbum.getByRole('button', { name: 'Play all' }).click();
  await expect(tracks.getByRole('button', { name: 'Pause Harbour Lights' })).toBeVisible();
  expect(await playerShuffles(page, isMobile)).toBe('false');
});

test('Play all on an artist starts at the first track the listener may hear, among locked ones', async ({
  page,
}) => {
  await page.goto('/artist/neon-harbor');
  const tracks = page.getByRole('list', { name: 'Tracks by Neon Harbor' });
  await expect(tracks.getByRole('button').first()).toBeVisible();
  const showAll = page.getByRole('button', { name: /^Show all \d+ tracks$/ });
  if (await showAll.isVisible()) await showAll.click();
  // The artist's Soundcheck tracks are in the list, locked.
  await expect(tracks.getByRole('button', { name: / \(locked\)$/ }).first()).toBeVisible();
  // The first row the listener may play, in the list's order.
  const names = await tracks
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
  const firstPlayable = names.find((name) => name.startsWith('Play '))?.slice('Play '.length);
  expect(firstPlayable).toBeDefined();

  await page
    .getByRole('group', { name: 'Play Neon Harbor' })
    .getByRole('button', { name: 'Play all' })
    .click();
  await expect(tracks.getByRole('button', { name: `Pause ${firstPlayable ?? ''}` })).toBeVisible();
  await expect(page).toHaveURL('/artist/neon-harbor'); // no detour to the purchase page
});
