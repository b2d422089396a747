import { randomInt } from 'node:crypto';

import { expect, type Page, test } from '@playwright/test';

import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import { mailWithSubject, registerThroughUi, uniqueEmail } from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';
import { DEMO_EMAILS, DEMO_PASSWORD, logInThroughUi } from './support/demo-accounts';
import { demoArtistApi, publish, publishSingleViaApi } from './support/release-api';
import { squarePng } from './support/studio-media';

/**
 * Issue 25: the demo artist publishes a single of their own (through the studio's API); an admin
 * finds it first among the new releases, takes it down with a reason — gone for listeners, the
 * artist mailed why — and restores it, a draft until the artist publishes it again. Each run (and
 * each project, side by side on one database) publishes its own release under a random title.
 */
const REASON = 'The cover uses a photograph the artist has no rights to.';
const NOTE = 'The photographer confirmed the licence: publish it again whenever you like.';

const randomWord = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** What a listener gets at the album's public address: the album, or the not-found page. */
async function expectAlbumPage(page: Page, path: string, title: string | null) {
  await page.goto(path);
  if (title === null) {
    await expect(page.getByRole('heading', { level: 1, name: 'Album not found' })).toBeVisible();
  } else {
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }
}

test('an admin takes a new release down with a reason, then restores it', async ({
  browser,
  request,
}) => {
  // Upload and processing, two browsers and an enrolment: a long day.
  test.setTimeout(240_000);
  const title = `Undertow ${randomWord()}`;

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminEmail = uniqueEmail('releases-admin');
  await registerThroughUi(adminPage, adminEmail, 'E2E Releases Admin');
  await becomeEnrolledAdmin(adminPage, adminEmail);

  const artist = await demoArtistApi(request);
  const cover = await squarePng(adminPage, 'cover.png');
  const release = await publishSingleViaApi(request, artist, { title, cover });
  const albumAddress = `/album/${release.slug}`;

  const listenerContext = await browser.newContext();
  const listenerPage = await listenerContext.newPage();
  await logInThroughUi(listenerPage, DEMO_EMAILS.listener, DEMO_PASSWORD);
  await expectAlbumPage(listenerPage, albumAddress, title);

  // The new releases, from the admin navigation: who published it, its pages and its studio.
  await adminPage.goto('/admin/dashboard');
  await adminPage
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Releases' })
    .click();
  await expect(adminPage).toHaveURL(/\/admin\/releases$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Releases' })).toBeVisible();
  const table = adminPage.getByRole('table', { name: 'Releases' });
  const row = table.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('Published');
  await expect(row).toContainText(`by ${DEMO_EMAILS.artist}`);
  await expect(row.getByRole('link', { name: title })).toHaveAttribute('href', albumAddress);
  await expect(row.getByRole('link', { name: 'Neon Harbor', exact: true })).toHaveAttribute(
    'href',
    `/artist/${release.artistId}`,
  );
  await expect(row.getByRole('link', { name: 'Studio of Neon Harbor' })).toHaveAttribute(
    'href',
    `/artist/studio?artist_id=${release.artistId}`,
  );
  await waitForSettledPage(adminPage);
  await expectNoSeriousViolations(adminPage);

  // Take down: not without a reason; then the row says so, and the artist is mailed why.
  await row.getByRole('button', { name: `Take down “${title}”` }).click();
  const takeDown = adminPage.getByRole('dialog', { name: `Take down “${title}”?` });
  await takeDown.getByRole('button', { name: 'Take down' }).click();
  await expect(takeDown.getByText('Say why it is taken down: the artist reads it.')).toBeVisible();
  await takeDown.getByRole('textbox', { name: /^Reason/ }).fill(REASON);
  await takeDown.getByRole('button', { name: 'Take down' }).click();
  await expect(takeDown).toBeHidden();
  await expect(
    adminPage.getByText(`“${title}” is taken down. Neon Harbor is told why by mail.`, {
      exact: true,
    }),
  ).toBeVisible();
  await expect(row).toContainText('Taken down');
  await expect(row).toContainText(REASON);
  await expect(row.getByRole('link', { name: title })).toHaveCount(0);

  const mail = await mailWithSubject(DEMO_EMAILS.artist, `Your release "${title}" was taken down`);
  expect(mail.text).toContain(`The reason given: ${REASON}`);
  await expectAlbumPage(listenerPage, albumAddress, null);

  // Still taken down after a reload, under its own filter.
  await adminPage.goto('/admin/releases?state=taken_down');
  await expect(adminPage.getByRole('combobox', { name: 'Show' })).toHaveText(/Taken down/);
  await expect(row).toContainText(REASON);

  // Restore, after its confirmation: a draft again, still hidden until the artist publishes it.
  await row.getByRole('button', { name: `Restore “${title}”` }).click();
  const restore = adminPage.getByRole('dialog', { name: `Restore “${title}”?` });
  await restore.getByRole('textbox', { name: /^Note to the artist/ }).fill(NOTE);
  await restore.getByRole('button', { name: 'Restore as draft' }).click();
  await expect(restore).toBeHidden();
  await expect(row).toContainText('Draft');
  await expect(row).not.toContainText(REASON);
  await expect(row.getByRole('button', { name: `Take down “${title}”` })).toBeVisible();
  await mailWithSubject(DEMO_EMAILS.artist, `Your release "${title}" was restored`);
  await expectAlbumPage(listenerPage, albumAddress, null);

  // The artist publishes it again: listeners have it back, and it is a new release once more.
  await publish(request, artist, release.id);
  await expectAlbumPage(listenerPage, albumAddress, title);
  await adminPage.goto('/admin/releases');
  await expect(row).toContainText('Published');

  await listenerContext.close();
  await adminContext.close();
});
