import { readFile } from 'node:fs/promises';

import { expect, type Page, test } from '@playwright/test';

import { DEMO_EMAILS, DEMO_PASSWORD } from './support/demo-accounts';

/** The export's first line (backend analytics-csv.ts): one row per day and track follows. */
const CSV_HEADER =
  'day,track_id,track_title,album_title,plays,streams,unique_listeners,listening_time_ms,completes,partials,skips,previews,play_listeners,preview_listeners';

async function logIn(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** A headline card's number, e.g. 1840 for "Plays 1,840 ▲ 15% …". */
async function cardValue(page: Page, label: string): Promise<number> {
  const card = page
    .getByRole('region', { name: 'Listening' })
    .getByRole('listitem')
    .filter({ has: page.getByText(label, { exact: true }) });
  const text = (await card.textContent()) ?? '';
  const value = new RegExp(`^${label}([\\d,]+)`).exec(text)?.[1];
  if (value === undefined) throw new Error(`No number on the ${label} card: "${text}"`);
  return Number(value.replace(/,/g, ''));
}

test('the demo artist lands in the studio, opens the dashboard, reads the figures, a track curve and the CSV', async ({
  page,
}) => {
  await logIn(page, DEMO_EMAILS.artist);

  // Issue 25: an artist lands in the studio, where the seeded draft single waits to be published.
  await expect(page).toHaveURL(/\/artist\/studio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expect(page.getByText('Last Ferry Home').first()).toBeVisible();
  await page.getByRole('link', { name: 'Analytics dashboard' }).click();
  await expect(page).toHaveURL(/\/artist\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Artist dashboard' })).toBeVisible();
  const lead = page.getByText(/^Neon Harbor · /);
  await expect(lead).toBeVisible();
  // The demo catalogue seeds a few weeks of plays: the first look is never empty.
  expect(await cardValue(page, 'Plays')).toBeGreaterThan(0);
  expect(await cardValue(page, 'Streams')).toBeGreaterThan(0);
  expect(await cardValue(page, 'Listeners')).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: 'No plays yet' })).toHaveCount(0);

  // Another range: asked for, pressed, and its period in the lead.
  const leadBefore = await lead.textContent();
  const sevenDays = page.waitForResponse(
    (response) => response.url().includes('/api/artist/analytics?range=7d') && response.ok(),
  );
  await page.getByRole('button', { name: '7 days', exact: true }).click();
  await sevenDays;
  await expect(page.getByRole('button', { name: '7 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(lead).not.toHaveText(leadBefore ?? '');
  const ninetyDays = page.waitForResponse(
    (response) => response.url().includes('/api/artist/analytics?range=90d') && response.ok(),
  );
  await page.getByRole('button', { name: '90 days', exact: true }).click();
  await ninetyDays;
  await expect(page.getByRole('button', { name: '90 days', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText(/^Neon Harbor · /)).not.toHaveText(leadBefore ?? '');

  // A track's own figures and retention curve, and the curve's values as a table.
  const firstTrack = page
    .getByRole('table', { name: 'Top tracks' })
    .getByRole('button', { description: "Shows the track's figures and retention curve" })
    .first();
  const title = (await firstTrack.textContent()) ?? '';
  expect(title).not.toBe('');
  await firstTrack.click();
  const panel = page.getByRole('region', { name: title, exact: true });
  await expect(panel).toBeVisible();
  const retention = panel.getByRole('region', { name: 'Retention' });
  await expect(retention.getByRole('img', { name: /^Retention: / })).toBeVisible();
  await retention.getByRole('button', { name: 'Show as table' }).click();
  const curve = retention.getByRole('table', {
    name: 'Share of plays still listening at each point of the track',
  });
  await expect(curve.getByRole('row')).toHaveCount(22);
  await expect(curve.getByRole('row').nth(1)).toHaveText(/^0%100%$/);

  // The CSV of the same range, under the server's name.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    /^encore-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const lines = (await readFile(await file.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toBe(CSV_HEADER);
  expect(lines.length).toBeGreaterThan(2);
});

test('a listener is told the dashboard is for artists', async ({ page }) => {
  await logIn(page, DEMO_EMAILS.listener);
  await expect(page).toHaveURL(/\/discover$/);

  await page.goto('/artist/dashboard');

  await expect(page.getByRole('heading', { name: 'This is not an artist account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Listening' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toHaveCount(0);
});

test('every day of the chart reads as a UTC day, in its table too', async ({ page }) => {
  await logIn(page, DEMO_EMAILS.artist);
  // An artist lands in the studio (issue 25); the dashboard is one click away.
  await expect(page).toHaveURL(/\/artist\/studio$/);
  await page.goto('/artist/dashboard');
  const chart = page.getByRole('region', { name: 'Every day' });
  await expect(chart.getByRole('img', { name: /^Plays per day, / })).toBeVisible();

  await chart.getByRole('button', { name: 'Show as table' }).click();

  const rows = chart.getByRole('table', { name: 'Every day by day' }).getByRole('row');
  await expect(rows).toHaveCount(29);
  // Newest first: "26 Nov 2026", as the API's days (YYYY-MM-DD) are written for people.
  await expect(rows.nth(1).getByRole('cell').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
});
