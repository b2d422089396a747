import { expect, type Page, test } from '@playwright/test';

import { latestMailTo, uniqueEmail } from './support/accounts';
import { waitlistEntriesOf } from './support/database';

const ARTIST_SUCCESS = "You're on the list! We'll be in touch soon.";
const FAN_SUCCESS = "You're on the list! We'll notify you when the product launches.";

// Each test has the browser solve a real proof of work, on a machine that may be busy.
test.beforeEach(() => {
  test.slow();
});

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Opens a picker (a Radix select) by its label and chooses one option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('combobox', { name: label, exact: true })).toContainText(option);
}

/** Ticks a checkbox by its label. */
async function tick(page: Page, label: string) {
  const box = page.getByRole('checkbox', { name: label, exact: true });
  await box.click();
  await expect(box).toBeChecked();
}

/** The real ALTCHA widget has solved its proof of work by itself (nobody touched it). */
async function verifiedByItself(page: Page) {
  await expect(page.locator('altcha-widget')).toContainText('Verified', { timeout: 30_000 });
}

/**
 * Holds the widget's challenge until `release()` is called, so a test can press submit while the
 * widget is still verifying, whatever the machine's speed.
 */
async function holdChallenge(page: Page): Promise<{ release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/public/verification/challenge', async (route) => {
    await released;
    await route.continue();
  });
  return {
    release: () => {
      release();
    },
  };
}

/** The link of a given path in a mail's text. */
const linkIn = (text: string, path: string): string => {
  const link = new RegExp(`https?://\\S+${path}\\?token=[\\w-]+`).exec(text)?.[0];
  if (link === undefined) throw new Error(`No ${path} link in the mail`);
  return link;
};

test('an artist fills the whole form, is verified without a click, joins, and confirms by mail', async ({
  page,
}) => {
  const email = uniqueEmail('artist-waitlist');
  await page.goto('/join');
  await expect(page.getByRole('heading', { name: 'The Problem' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Music Should Pay Artists' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the Movement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Join the Waitlist' })).toBeVisible();

  await textbox(page, 'Your name').fill('Ada Lovelace');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Artist name').fill('The Analytical Engines');
  await textbox(page, 'Phone number').fill('+44 20 7946 0000');
  await choose(page, 'Country', 'United Kingdom');

  await page.getByRole('button', { name: 'Genres', exact: true }).click();
  await page.getByRole('group', { name: 'Genres' }).getByRole('checkbox').first().click();
  await page.keyboard.press('Escape');
  // The picker's button lists what was picked: the first genre of the catalogue.
  const genre =
    (await page.getByRole('button', { name: 'Genres', exact: true }).textContent()) ?? '';
  expect(genre.trim()).not.toBe('');

  await choose(page, 'Distributor', 'DistroKid');
  await textbox(page, 'Streaming profile link').fill('https://open.spotify.com/artist/engines');
  await choose(page, 'Music link type', 'Bandcamp');
  await textbox(page, 'Music link').fill('https://engines.bandcamp.com');
  await choose(page, 'Releases overall', '5+');
  await choose(page, 'Albums', '1');
  await choose(page, 'EPs', '2');
  await choose(page, 'Singles', '4');
  await textbox(page, 'Instagram').fill('@engines');
  await textbox(page, 'TikTok').fill('@engines');
  await textbox(page, 'YouTube').fill('https://www.youtube.com/@engines');
  await textbox(page, 'Other social').fill('https://engines.example.com');

  await tick(page, 'I own the rights to the music I would release on Encore');
  await tick(page, "I'm interested in releasing exclusives for my fans");
  await expect(textbox(page, 'Record label name')).toHaveCount(0);
  await tick(page, 'I have a recording agreement');
  await textbox(page, 'Record label name').fill('Difference Records');
  await tick(page, 'I have a publishing agreement');
  await textbox(page, 'Publisher name').fill('Babbage Publishing');
  await tick(page, "I'm a member of a collection agency");
  await page.getByRole('button', { name: 'Collection agencies', exact: true }).click();
  await page.getByRole('checkbox', { name: 'PRS', exact: true }).click();
  await page.getByRole('checkbox', { name: 'PPL', exact: true }).click();
  await page.keyboard.press('Escape');
  await textbox(page, 'How did you hear about Encore?').fill('A friend in a band');
  await textbox(page, 'Message').fill('Counting the days.');

  // No horizontal scroll on a phone-sized screen either.
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  // Filling the form started the widget: it is verified without a click on it.
  await verifiedByItself(page);
  await page.getByRole('button', { name: 'Join the Waitlist' }).click();
  await expect(page.getByText(ARTIST_SUCCESS)).toBeVisible();

  const [entry] = await waitlistEntriesOf(email);
  expect(entry).toMatchObject({
    kind: 'artist',
    name: 'Ada Lovelace',
    country: 'GB',
    confirmed_at: null,
    answers: expect.objectContaining({
      artist_name: 'The Analytical Engines',
      genres: [genre.trim()],
      distributor: 'distrokid',
      release_plan: 5,
      release_plan_albums: 1,
      release_plan_eps: 2,
      release_plan_singles: 4,
      record_label_name: 'Difference Records',
      publisher_name: 'Babbage Publishing',
      collection_agencies: ['prs', 'ppl'],
      music_link_type: 'bandcamp',
    }),
  });

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Confirm your place on the Encore artist waitlist');
  await page.goto(linkIn(mail.text, '/waitlist/confirm'));
  await expect(page.getByRole('heading', { name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /confirmed/i })).toBeVisible();
  expect((await waitlistEntriesOf(email))[0]?.confirmed_at).not.toBeNull();
});

test('a fan fills the form, presses submit once without touching the widget, joins, and unsubscribes', async ({
  page,
}) => {
  const email = uniqueEmail('fan-waitlist');
  await page.goto('/fan-waitlist');
  await expect(page.getByRole('heading', { name: 'Join our Fan Waitlist' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('link', { name: 'Privacy Policy' }).first()).toBeVisible();

  await textbox(page, 'Your name').fill('Grace Hopper');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Favourite artist').fill('The Analytical Engines');
  await choose(page, 'Where do you listen now?', 'Tidal');
  await choose(page, 'Country', 'Ireland');
  await choose(page, 'How did you hear about us?', 'A friend');
  await expect(
    page.getByRole('checkbox', { name: 'Send me news about Encore and the artists I follow' }),
  ).toBeChecked();

  // Issue 23 §4: the widget is never touched, and submit is pressed once.
  await page.getByRole('button', { name: 'Join the Fan Waitlist' }).click();
  await expect(page.getByText(FAN_SUCCESS)).toBeVisible();

  const [entry] = await waitlistEntriesOf(email);
  expect(entry).toMatchObject({
    kind: 'fan',
    name: 'Grace Hopper',
    country: 'IE',
    is_subscribed: true,
    answers: expect.objectContaining({
      favourite_artist: 'The Analytical Engines',
      streaming_platform: 'tidal',
      referral_source: 'friend',
    }),
  });

  const mail = await latestMailTo(email);
  expect(mail.subject).toBe('Confirm your place on the Encore fan waitlist');
  await page.goto(linkIn(mail.text, '/waitlist/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: /unsubscribed/i })).toBeVisible();
  expect((await waitlistEntriesOf(email))[0]?.unsubscribed_at).not.toBeNull();
});

test('pressed while the widget still verifies: "Verifying you\'re human…", then stored', async ({
  page,
}) => {
  const email = uniqueEmail('early-press');
  const challenge = await holdChallenge(page);
  await page.goto('/fan-waitlist');
  await textbox(page, 'Your name').fill('Early Presser');
  await textbox(page, 'Email').fill(email);

  await page.getByRole('button', { name: 'Join the Fan Waitlist' }).click();
  await expect(page.getByRole('button', { name: "Verifying you're human…" })).toBeDisabled();
  expect(await waitlistEntriesOf(email)).toEqual([]);

  challenge.release();
  await expect(page.getByText(FAN_SUCCESS)).toBeVisible({ timeout: 30_000 });
  expect(await waitlistEntriesOf(email)).toHaveLength(1);
});

test('when no proof can be had, the form says so and sends nothing', async ({ page }) => {
  const email = uniqueEmail('unverified');
  await page.route('**/api/public/verification/challenge', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/join');
  await textbox(page, 'Your name').fill('No Robot');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Artist name').fill('Unverified');
  await textbox(page, 'Artist name').press('Enter');
  await expect(page.getByRole('alert').first()).toContainText(
    'You must confirm you own the rights to the music.',
  );
  await tick(page, 'I own the rights to the music I would release on Encore');

  // Enter in a field still submits: the widget is tried again, fails, and the form explains.
  await textbox(page, 'Artist name').press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'human verification' })).toHaveText(
    'Please complete the human verification step.',
    { timeout: 30_000 },
  );
  await expect(page.getByRole('button', { name: 'Join the Waitlist' })).toBeEnabled();
  expect(await waitlistEntriesOf(email)).toEqual([]);
});

test('a server error keeps the filled form for a retry', async ({ page }) => {
  const email = uniqueEmail('retry-fan');
  await page.route('**/api/public/waitlist/fan', (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream exploded' }),
  );
  await page.goto('/fan-waitlist');
  await textbox(page, 'Your name').fill('Retry Person');
  await textbox(page, 'Email').fill(email);
  await textbox(page, 'Favourite artist').fill('Anyone');

  await page.getByRole('button', { name: 'Join the Fan Waitlist' }).click();
  await expect(page.getByRole('alert')).toContainText('Submission failed', { timeout: 30_000 });
  await expect(textbox(page, 'Your name')).toHaveValue('Retry Person');
  await expect(textbox(page, 'Email')).toHaveValue(email);
  await expect(textbox(page, 'Favourite artist')).toHaveValue('Anyone');

  // The server never saw the token, so the same one works on the retry.
  await page.unroute('**/api/public/waitlist/fan');
  await page.getByRole('button', { name: 'Join the Fan Waitlist' }).click();
  await expect(page.getByText(FAN_SUCCESS)).toBeVisible();
  expect(await waitlistEntriesOf(email)).toHaveLength(1);
});

test('a fan can join with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('keyboard-fan');
  await page.goto('/fan-waitlist');
  const name = textbox(page, 'Your name');
  await expect(name).toBeVisible({ timeout: 15_000 });
  await name.focus();
  await page.keyboard.type('Key Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('The Analytical Engines');

  await page.keyboard.press('Tab');
  const platform = page.getByRole('combobox', { name: 'Where do you listen now?' });
  await expect(platform).toBeFocused();
  await page.keyboard.press('Enter');
  // Typed once the list is open (keys sent before it opens are lost on a busy machine).
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.type('Tidal');
  await expect(page.getByRole('option', { name: 'Tidal', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(platform).toContainText('Tidal');

  // Past the other pickers, the subscribe box (left ticked) and the widget, which verifies by
  // itself, to the submit button.
  const submit = page.getByRole('button', { name: 'Join the Fan Waitlist' });
  for (
    let step = 0;
    step < 10 && !(await submit.evaluate((button) => button === document.activeElement));
    step += 1
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(submit).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(FAN_SUCCESS)).toBeVisible({ timeout: 30_000 });
  expect(await waitlistEntriesOf(email)).toHaveLength(1);
});
