import { randomInt } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import {
  latestMailTo,
  newClientIp,
  PASSWORD,
  registerThroughUi,
  uniqueEmail,
} from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';
import { artistProfileOf, waitlistEntriesOf } from './support/database';
import { linkIn } from './support/waitlist-signup';

/**
 * Issue 25, an artist's first day: they ask to join on the artist waitlist, an admin approves
 * them, and the invite registers them straight into the studio, where their profile — made from
 * what they told the waitlist — is waiting. Each run (desktop and mobile side by side on one
 * database) has its own person, artist name and admin, so no run claims another's profile.
 */

/** Six random letters: an artist name nobody else has, so registration makes a new profile. */
const randomWord = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens a picker (a Radix select) by its label and chooses one option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

/**
 * The artist form as a person fills it: who they are, their artist name, country and the first
 * two genres of the catalogue, the rights box; the widget proves they are human by itself. Then
 * the address is confirmed from the mail, so an admin may approve the entry.
 */
async function joinArtistWaitlistConfirmed(
  page: Page,
  person: { name: string; email: string; artistName: string },
): Promise<void> {
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible({
    timeout: 15_000,
  });
  await textbox(page, 'Your name').fill(person.name);
  await textbox(page, 'Email').fill(person.email);
  await textbox(page, 'Artist name').fill(person.artistName);
  await choose(page, 'Country', 'Ireland');

  await page.getByRole('button', { name: 'Genres', exact: true }).click();
  const choices = page.getByRole('group', { name: 'Genres' }).getByRole('checkbox');
  for (const choice of [choices.nth(0), choices.nth(1)]) {
    await choice.click();
    await expect(choice).toBeChecked();
  }
  await page.keyboard.press('Escape');

  const rights = page.getByRole('checkbox', {
    name: 'I own the rights to the music I would release on Encore',
    exact: true,
  });
  await rights.click();
  await expect(rights).toBeChecked();
  // The widget verifies by itself once the form is touched; an early press waits for it.
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText("You're on the list! We'll be in touch soon.")).toBeVisible({
    timeout: 30_000,
  });

  const mail = await latestMailTo(person.email);
  expect(mail.subject).toBe('Confirm your place on the Encore artist waitlist');
  await page.goto(linkIn(mail.text, '/waitlist/confirm'));
  await expect(page.getByRole('status').filter({ hasText: /confirmed/i })).toBeVisible();
}

test('An artist registered from an approved artist waitlist entry lands in the studio with their profile', async ({
  browser,
}) => {
  // A real proof of work, an authenticator set-up, an approval and a registration: a long day.
  test.setTimeout(180_000);
  const email = uniqueEmail('day-one-artist');
  const person = { name: 'Ada Firstday', email, artistName: `Dayone ${randomWord()}` };

  const artistContext = await browser.newContext();
  const artistPage = await artistContext.newPage();
  await joinArtistWaitlistConfirmed(artistPage, person);
  // What the entry holds is what the profile must start with.
  const [entry] = await waitlistEntriesOf(email);
  expect(entry).toMatchObject({ kind: 'artist', country: 'IE' });
  const genres = entry?.answers.genres as string[];
  expect(genres).toHaveLength(2);

  // 1. An admin of this run (two-step sign-in set up first) approves the entry.
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminEmail = uniqueEmail('day-one-admin');
  await registerThroughUi(adminPage, adminEmail, 'E2E Day One Screener');
  await becomeEnrolledAdmin(adminPage, adminEmail);
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Waitlist — artists' })
    .click();
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Artist waitlist' })).toBeVisible();
  const searched = adminPage.waitForResponse(
    (reply) => reply.url().includes('/api/admin/waitlist/artists?') && reply.url().includes('q='),
  );
  await adminPage.getByRole('searchbox', { name: 'Search entries' }).fill(email);
  await searched;
  const table = adminPage.getByRole('table', { name: 'Artist waitlist entries' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('row', { name: `Open ${person.name} (${email})` }).click();
  await expect(adminPage.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await adminPage.getByRole('button', { name: 'Approve and invite' }).click();
  await adminPage
    .getByRole('dialog', { name: `Approve ${person.name}?` })
    .getByRole('button', { name: 'Approve and send invite' })
    .click();
  const invite = adminPage.getByRole('region', { name: 'Invite' });
  await expect(invite).toContainText(/ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}/);
  const code = /ENCORE-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec((await invite.textContent()) ?? '')?.[0] ?? '';
  await adminContext.close();

  // 2. The invite mail's link opens registration with the code in; the artist lands in the studio.
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Your invite to Encore');
  // From an address of its own, as a person at home is (registration is limited per address).
  await artistPage.setExtraHTTPHeaders({ 'x-forwarded-for': newClientIp() });
  await artistPage.goto(linkIn(mail.text, '/register'));
  await expect(textbox(artistPage, 'Invite code')).toHaveValue(code);
  await textbox(artistPage, 'Display name').fill(person.name);
  await textbox(artistPage, 'Email').fill(email);
  await textbox(artistPage, 'Password').fill(PASSWORD);
  await artistPage.getByRole('button', { name: 'Create account' }).click();
  await expect(artistPage).toHaveURL(/\/artist\/studio$/);

  // 3. The studio greets them by their artist name, with the three steps ahead, none done yet
  // (the profile has its genres, but no photo or bio).
  await expect(artistPage.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expect(
    artistPage.getByText(`${person.artistName} · upload, prepare and publish your music.`),
  ).toBeVisible();
  await expect(
    artistPage.getByRole('heading', { name: 'Getting started · 0 of 3 done' }),
  ).toBeVisible();
  const steps = artistPage.getByRole('listitem').filter({ hasText: /\((done|to do)\)/ });
  await expect(steps).toHaveCount(3);
  await expect(steps.nth(0)).toContainText('Complete your profile (to do)');
  await expect(steps.nth(0)).toContainText('Add a photo and a bio');
  await expect(steps.nth(1)).toContainText('Upload your first release (to do)');
  await expect(steps.nth(2)).toContainText('Publish (to do)');
  await expect(artistPage.getByText('No releases yet.', { exact: false })).toBeVisible();
  const overflow = await artistPage.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await waitForSettledPage(artistPage);
  await expectNoSeriousViolations(artistPage);

  // 4. Their artist page carries the name and genres from the entry; the country is stored on
  // the profile (the public page does not show countries).
  await artistPage.getByRole('link', { name: 'See your artist page' }).click();
  await expect(
    artistPage.getByRole('heading', { level: 1, name: person.artistName }),
  ).toBeVisible();
  const genreList = artistPage.getByRole('list', { name: 'Genre' });
  for (const genre of genres) {
    await expect(genreList.getByText(genre, { exact: true })).toBeVisible();
  }
  const profile = await artistProfileOf(email);
  expect(profile).toMatchObject({ name: person.artistName, country: 'IE' });
  expect([...(profile?.genres ?? [])].sort()).toEqual([...genres].sort());

  await artistContext.close();
});
