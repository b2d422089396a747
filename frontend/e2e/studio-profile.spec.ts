import { randomInt } from 'node:crypto';

import { expect, type Page } from '@playwright/test';

import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import { PASSWORD, registerThroughUi, uniqueEmail } from './support/accounts';
import { makeArtistOf } from './support/database';
import { logInThroughUi, test } from './support/demo-accounts';
import { squarePng } from './support/studio-media';

// Issue 25: an artist completes their profile in the studio — a new name, a bio, links in their
// order, a genre and a photo — watching the preview, and listeners see it on the artist page.
// Desktop and mobile run side by side on one database, and other specs read the demo artist, so
// each run makes an artist of its own rather than touching Neon Harbor.

/** Six random letters: an artist name nobody else has. */
const randomWord = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** A new account made an artist with a profile of its own, signed in and in the studio. */
async function newArtist(page: Page, artistName: string) {
  const email = uniqueEmail('profile-artist');
  await registerThroughUi(page, email, 'E2E Artist');
  await makeArtistOf(email, artistName);
  // The role is read at sign-in: sign in again as the artist the account now is.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await logInThroughUi(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/artist\/studio$/);
}

async function expectAccessible(page: Page) {
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);
}

/** Nothing is wider than the screen (390 px on mobile). */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('an artist completes their profile with a live preview, and listeners see it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const word = randomWord();
  await newArtist(page, `Lantern ${word}`);

  // 1. From the studio's checklist to the editor.
  const step = page.getByRole('listitem').filter({ hasText: 'Complete your profile' });
  await step.getByRole('link', { name: 'Edit your profile' }).click();
  await expect(page).toHaveURL(/\/artist\/studio\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Profile' });
  await expect(form.getByText('All saved')).toBeVisible();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // 2. A new name, a bio, two links put in order by keyboard, a genre: the preview follows.
  const name = `Lantern Quay ${word}`;
  const preview = page.getByRole('region', { name: 'What listeners see' });
  await form.getByRole('textbox', { name: 'Artist name' }).fill(name);
  await expect(preview.getByRole('heading', { level: 3, name })).toBeVisible();
  await form.getByRole('textbox', { name: 'Bio' }).fill('Songs written on the quay at night.');
  await expect(form.getByText(/^35 of 3,000 characters/)).toBeVisible();
  await form.getByRole('button', { name: 'Add a link' }).click();
  await form.getByRole('textbox', { name: 'Link 1' }).fill(`https://${word}.bandcamp.com`);
  await form.getByRole('button', { name: 'Add a link' }).click();
  await form.getByRole('textbox', { name: 'Link 2' }).fill(`https://www.instagram.com/${word}`);
  await form.getByRole('button', { name: 'Move link 2 up' }).focus();
  await page.keyboard.press('Enter');
  await expect(form.getByRole('textbox', { name: 'Link 1' })).toHaveValue(
    `https://www.instagram.com/${word}`,
  );
  await expect(preview.getByRole('link', { name: `${name} on Instagram` })).toBeVisible();
  await form.getByRole('button', { name: 'Genres' }).click();
  const genre = page.getByRole('group', { name: 'Genres' }).getByRole('checkbox').first();
  await genre.click();
  await expect(genre).toBeChecked();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(form.getByText('All saved')).toBeVisible();
  await expect(form.getByText(`Your page is at /artist/lantern-quay-${word};`)).toBeVisible();

  // 3. A photo, stored at once and shown in the preview.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a photo' }).click();
  await (await chooser).setFiles(await squarePng(page, 'me.png', 600));
  await expect(page.getByRole('button', { name: 'Replace photo' })).toBeVisible();
  await expect(preview.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute(
    'src',
    /^\/media\/images\/artist-photos\/[0-9a-f-]{36}\.webp$/,
  );

  // 4. A name another artist goes by is refused, in the server's words, next to the name.
  await form.getByRole('textbox', { name: 'Artist name' }).fill('Neon Harbor');
  await form.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    form.getByText(/^Another artist on Encore is already at \/artist\/neon-harbor/),
  ).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Artist name' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expectAccessible(page);
  await expectNoSidewaysScroll(page);

  // 5. Listeners see what was saved on the artist page: its new address, bio, links in order, photo.
  await preview.getByRole('link', { name: 'Open your artist page' }).click();
  await expect(page).toHaveURL(new RegExp(`/artist/lantern-quay-${word}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Songs written on the quay at night.')).toBeVisible();
  const links = page.getByRole('list', { name: `${name} elsewhere` }).getByRole('link');
  await expect(links).toHaveCount(2);
  expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')))).toEqual([
    `https://www.instagram.com/${word}`,
    `https://${word}.bandcamp.com/`,
  ]);
  await expect(page.getByRole('list', { name: 'Genre' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute(
    'src',
    /^\/media\/images\/artist-photos\//,
  );
});
