import { expect, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { expectAudioAdvancing, seekSlider } from './support/player';

interface BoxState {
  t: number;
  busy: string | null;
  locked: boolean;
}

/** Records every change of the top bar's search box: its "Searching..." status and its lock. */
async function recordTopBarBox(page: Page) {
  await page.evaluate(() => {
    const form = document.querySelector('header form[role="search"]');
    const input = form?.querySelector('input');
    if (!form || !input) throw new Error('no search box in the top bar');
    const log: BoxState[] = [];
    (window as unknown as { boxLog: BoxState[] }).boxLog = log;
    const snap = () => {
      log.push({
        t: performance.now(),
        busy: form.querySelector('[role="status"]')?.textContent ?? null,
        locked: input.getAttribute('aria-disabled') === 'true' && input.readOnly,
      });
    };
    new MutationObserver(snap).observe(form, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    snap();
  });
  return async () => page.evaluate(() => (window as unknown as { boxLog: BoxState[] }).boxLog);
}

/** How long the box stayed locked after the search navigated, in ms. */
function lockDuration(log: BoxState[]): number {
  const start = log.find((state) => state.locked);
  const end = log.find((state) => start !== undefined && state.t > start.t && !state.locked);
  if (start === undefined || end === undefined) throw new Error('the box was never locked');
  return end.t - start.t;
}

async function searchInTopBar(page: Page, query: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
  const log = await recordTopBarBox(page);
  await box.fill(query);
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  await expect(box).not.toHaveAttribute('aria-disabled');
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for "${query}"` }),
  ).toBeVisible();
  return log();
}

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('search-box'));
});

test('the box reads "Searching..." while busy and is disabled for 500 ms as it navigates', async ({
  page,
  isMobile,
}) => {
  if (isMobile) {
    // The dialog's box: typing waits for the Search key, which shows "Searching...", then the
    // dialog closes as its search runs and the app goes to /search.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Search artists, albums, tracks...' });
    const box = dialog.getByRole('searchbox', { name: 'Search' });
    await box.fill('Neon Harbor');
    await page.waitForTimeout(600);
    await expect(page).toHaveURL('/discover');
    await box.press('Enter');
    await expect(dialog.getByRole('status')).toHaveText('Searching...');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL('/search?q=Neon%20Harbor');
    await expect(page.getByRole('table', { name: 'Artists' })).toBeVisible();
    return;
  }
  const log = await searchInTopBar(page, 'Neon Harbor');
  expect(log.some((state) => state.busy === 'Searching...')).toBe(true);
  const locked = lockDuration(log);
  expect(locked).toBeGreaterThanOrEqual(450);
  expect(locked).toBeLessThan(750);
});

test('while audio plays the search waits 800 ms and the box stays disabled 800 ms', async ({
  page,
  isMobile,
}) => {
  await page.goto('/artist/neon-harbor/album/afterglow-boulevard');
  await page.getByRole('button', { name: 'Play Harbour Lights' }).click();
  await expectAudioAdvancing(await seekSlider(page, isMobile), 1);
  if (isMobile) {
    const sheet = page.getByRole('dialog', { name: 'Now playing' });
    await sheet.getByRole('button', { name: 'Close player' }).click();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Search artists, albums, tracks...' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill('Afterglow');
    const pressed = Date.now();
    await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(dialog).toBeHidden();
    expect(Date.now() - pressed).toBeGreaterThanOrEqual(700);
    await expect(page).toHaveURL('/search?q=Afterglow');
    return;
  }
  const log = await searchInTopBar(page, 'Afterglow');
  const locked = lockDuration(log);
  expect(locked).toBeGreaterThanOrEqual(750);
  expect(locked).toBeLessThan(1100);
});
