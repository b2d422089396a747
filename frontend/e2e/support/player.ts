import { expect, type Locator, type Page } from '@playwright/test';

/** The player's seek position in whole seconds, read from the slider a listener would drag. */
export async function seekPosition(seek: Locator): Promise<number> {
  return Number(await seek.getAttribute('aria-valuenow'));
}

/** On mobile the seek bar lives in the full player: open it from the mini player. */
export async function seekSlider(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile)
    return page.getByRole('region', { name: 'Player' }).getByRole('slider', { name: 'Seek' });
  await page.getByRole('button', { name: 'Open player' }).click();
  return page.getByRole('dialog', { name: 'Now playing' }).getByRole('slider', { name: 'Seek' });
}

/** Real audio plays: the position moves on by itself within a few seconds. */
export async function expectAudioAdvancing(seek: Locator, beyond = 1) {
  await expect.poll(() => seekPosition(seek), { timeout: 15_000 }).toBeGreaterThan(beyond);
}
