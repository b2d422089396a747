import { expect, type Page } from '@playwright/test';

/**
 * Searches the way each layout offers it: the top bar's box on desktop, the bottom bar's search
 * icon and its dialog on mobile. Either way the search lands on /search?q=.
 */
export async function searchFor(page: Page, isMobile: boolean, query: string) {
  if (isMobile) {
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Search' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Search artists, albums, tracks...' });
    await dialog.getByRole('searchbox', { name: 'Search' }).fill(query);
    await dialog.getByRole('searchbox', { name: 'Search' }).press('Enter');
    await expect(dialog).toBeHidden();
  } else {
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search' });
    await expect(box).toHaveAttribute('placeholder', 'What do you want to hear?');
    await box.fill(query);
    await box.press('Enter');
  }
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(query)}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Results for "${query}"` }),
  ).toBeVisible();
}
