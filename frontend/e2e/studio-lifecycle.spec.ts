import { randomInt } from 'node:crypto';
import { writeFile } from 'node:fs/promises';

import { type APIRequestContext, expect, type Page, type Request } from '@playwright/test';

import { mailWithSubject, registerThroughUi, uniqueEmail } from './support/accounts';
import { becomeEnrolledAdmin } from './support/admin-enrolment';
import { DEMO_EMAILS, test } from './support/demo-accounts';
import {
  demoArtistApi,
  draftSingleViaApi,
  publish,
  readySingleViaApi,
} from './support/release-api';
import { sineWav, squarePng } from './support/studio-media';

// Issue 25: what happens to a release after it is made, as the demo artist lives it — an upload
// cut off by a reload and resumed, a release that goes public at its scheduled time, unpublished,
// and taken down by an admin with a reason the artist reads. Each run (and each project, desktop
// and mobile, side by side on one database) works on releases of its own under random titles.

test.use({ signedInAs: 'artist' });

/** Upload and processing (ffprobe, transcodes, loudness, peaks) by the embedded worker: a bound. */
const PROCESSING = { timeout: 90_000 };

/** Six random letters, so the title is a word search finds and nobody else's release has. */
const randomWord = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

const UPLOADS = '/api/studio/uploads';

/** One tus request the page sent, and which page load sent it (0 before the reload, 1 after). */
interface TusCall {
  load: number;
  request: Request;
  method: string;
  offset: number | null;
}

/** Every request the page sends to the tus endpoint, tagged with the page load that sent it. */
function recordTusCalls(page: Page): { calls: TusCall[]; nextLoad: () => void } {
  const calls: TusCall[] = [];
  let load = 0;
  page.on('request', (request) => {
    if (!new URL(request.url()).pathname.startsWith(UPLOADS)) return;
    const offset = request.headers()['upload-offset'];
    calls.push({
      load,
      request,
      method: request.method(),
      offset: offset === undefined ? null : Number(offset),
    });
  });
  return {
    calls,
    nextLoad: () => {
      load += 1;
    },
  };
}

/** The Upload-Offset a tus reply carries (a HEAD says how many bytes the server has). */
async function replyOffset(request: Request): Promise<number> {
  const reply = await request.response();
  expect(reply?.status()).toBe(200);
  return Number((await reply?.headerValue('upload-offset')) ?? Number.NaN);
}

/** How many body bytes a request carried: its Content-Length, as the browser sent it. */
async function bodyBytes(request: Request): Promise<number> {
  return Number((await request.headerValue('content-length')) ?? Number.NaN);
}

/** Picks files as an artist does: the button opens the system's chooser, which gets the files. */
async function chooseFile(page: Page, button: ReturnType<Page['getByRole']>, path: string) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(path);
}

/** The status of the public album address: 200 once listed, 404 while hidden. */
async function publicAlbumStatus(request: APIRequestContext, idOrSlug: string): Promise<number> {
  return (await request.get(`/api/public/album/${idOrSlug}`)).status();
}

/** Titles the public album search finds for this text. */
async function searchedTitles(request: APIRequestContext, text: string): Promise<string[]> {
  const reply = await request.get(`/api/public/album?q=${encodeURIComponent(text)}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { albums: { title: string }[] }).albums.map((a) => a.title);
}

test('A reload in the middle of an upload resumes it (bytes already sent are not sent again)', async ({
  page,
  request,
}, testInfo) => {
  // A 20 MB master sent slowly, a reload, the rest, and its processing.
  test.setTimeout(240_000);
  const artist = await demoArtistApi(request);
  const title = `Halfway ${randomWord()}`;
  const { id } = await draftSingleViaApi(request, artist, title);
  // A file on disk, picked twice: the browser gives it the same name, size and date both times,
  // which is what lets Uppy and tus know it again after the reload.
  const master = sineWav(`Long Take ${randomWord()}.wav`, 120);
  const masterPath = testInfo.outputPath(master.name);
  await writeFile(masterPath, master.buffer);
  const size = master.buffer.length;

  const tus = recordTusCalls(page);
  await page.goto(`/artist/studio/releases/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A slow line (256 KB/s up), so the reload comes while the file is on its way.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const tracks = page.getByRole('list', { name: 'Tracks' });
  const row = tracks.getByRole('listitem').filter({ hasText: master.name });
  await chooseFile(
    page,
    page
      .getByRole('region', { name: 'Drop your tracks here' })
      .getByRole('button', { name: 'Choose files' }),
    masterPath,
  );
  const bar = row.getByRole('progressbar', { name: `Uploading ${master.name}` });
  await expect(bar).toBeVisible();
  await expect(bar).not.toHaveAttribute('aria-valuetext', '0%');
  await expect(bar).not.toHaveAttribute('aria-valuetext', '100%');

  // The reload: the browser asks first (files are on their way), the artist leaves anyway.
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.accept();
  });
  tus.nextLoad();
  await page.reload();
  expect(asked).toEqual(['beforeunload']);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // The server kept what arrived; the row asks for the same file, and it continues.
  await expect(row.getByText('Upload stopped', { exact: true })).toBeVisible();
  await expect(row).toContainText(
    `Drop or choose “${master.name}” again: it continues from where it stopped.`,
  );
  await chooseFile(
    page,
    page
      .getByRole('region', { name: 'Add more tracks' })
      .getByRole('button', { name: 'Choose files' }),
    masterPath,
  );
  await expect(row.getByText('Ready', { exact: true })).toBeVisible(PROCESSING);
  await expect(tracks.getByRole('listitem')).toHaveCount(1);

  // Before the reload: one upload created, its bytes sent from the start.
  const before = tus.calls.filter((call) => call.load === 0);
  expect(before.map((call) => call.method)).toEqual(['POST', 'PATCH']);
  expect(before[1]?.offset).toBe(0);
  const address = before[1]?.request.url();

  // After it: no new upload; the same one asked where it stands, then sent from there on.
  const after = tus.calls.filter((call) => call.load === 1);
  expect(after.map((call) => call.method)).toEqual(['HEAD', 'PATCH']);
  const [head, patch] = after;
  if (head === undefined || patch === undefined) throw new Error('No resumed upload');
  expect(head.request.url()).toBe(address);
  expect(patch.request.url()).toBe(address);
  const kept = await replyOffset(head.request);
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(size);
  expect(patch.offset).toBe(kept);
  // Only the rest went the second time: the server got the file once, not once and a part.
  expect(await bodyBytes(patch.request)).toBe(size - kept);
  expect((await patch.request.response())?.status()).toBe(204);
});

// Server-side states seen through the studio: nothing here depends on the screen's width (the
// studio's 390 px layout is the other specs'), and its wait for the scheduled minute is the
// suite's longest, so it runs in the desktop project only (playwright.config.ts).
test(
  'a release goes public at its time, unpublishing hides it, and an admin takes it down with a reason',
  { tag: '@desktop-only' },
  async ({ page, request, browser }) => {
    // A master's processing, a wait of one to two minutes for the scheduled time, an admin's
    // enrolment and a take-down: a long day.
    test.setTimeout(420_000);
    const artist = await demoArtistApi(request);
    const title = `Tideline ${randomWord()}`;
    await page.goto('/artist/studio');
    const cover = await squarePng(page, 'cover.png');
    const { id } = await readySingleViaApi(request, artist, { title, cover });
    const publishing = page.getByRole('region', { name: 'Publishing' });
    const releaseRow = page
      .getByRole('region', { name: 'Your releases' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) });

    await test.step('A scheduled release appears at its time', async () => {
      await page.goto(`/artist/studio/releases/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(
        publishing.getByText('Everything is in place: publish it now or choose when.'),
      ).toBeVisible();
      await publishing.getByRole('button', { name: 'Publish…' }).click();
      const dialog = page.getByRole('dialog', { name: `Publish “${title}”?` });
      await dialog.getByRole('radio', { name: 'At a day and time' }).check();
      // The nearest time the field can name (whole minutes) with room for the checks before it:
      // the first whole minute at least 45 s ahead, in the browser's own clock and time zone.
      const at = await page.evaluate(() => {
        const time = new Date(Date.now() + 45_000);
        if (time.getSeconds() > 0 || time.getMilliseconds() > 0) {
          time.setSeconds(60, 0);
        }
        const pad = (value: number) => String(value).padStart(2, '0');
        return `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}T${pad(time.getHours())}:${pad(time.getMinutes())}`;
      });
      await dialog.getByLabel('Goes public at (your time)').fill(at);
      await dialog.getByRole('button', { name: 'Schedule' }).click();
      await expect(dialog).toBeHidden();

      // Before its time: scheduled in the studio, nowhere for the public.
      await expect(publishing.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(publishing.getByText(/^Goes public /)).toBeVisible();
      expect(await publicAlbumStatus(request, id)).toBe(404);
      expect(await searchedTitles(request, title)).not.toContain(title);
      await page.goto('/artist/studio');
      await expect(releaseRow).toContainText('Scheduled');
      await expect(releaseRow).toContainText('Goes public');

      // At its time (its own delayed job, or the minute's catch-up): public, and the studio says so.
      await expect
        .poll(() => publicAlbumStatus(request, id), { timeout: 200_000, intervals: [2_000] })
        .toBe(200);
      await expect.poll(() => searchedTitles(request, title)).toContain(title);
      await page.reload();
      await expect(releaseRow).toContainText('Published');
      await releaseRow.getByRole('link', { name: title, exact: true }).click();
      await expect(publishing.getByText('Published', { exact: true })).toBeVisible();
      await expect(publishing.getByText(/^Public since /)).toBeVisible();
    });

    await test.step('Unpublish hides it', async () => {
      const slug = /\/album\/([^/?#]+)$/.exec(
        (await publishing
          .getByRole('link', { name: 'See its public page' })
          .getAttribute('href')) ?? '',
      )?.[1];
      if (slug === undefined) throw new Error('The public page link names no album');
      expect(await publicAlbumStatus(request, slug)).toBe(200);

      await publishing.getByRole('button', { name: 'Unpublish…' }).click();
      const unpublish = page.getByRole('dialog', { name: `Unpublish “${title}”?` });
      await unpublish.getByRole('button', { name: 'Unpublish' }).click();
      await expect(unpublish).toBeHidden();
      await expect(publishing.getByText('Only you can see it.')).toBeVisible();
      expect(await publicAlbumStatus(request, slug)).toBe(404);
      expect(await publicAlbumStatus(request, id)).toBe(404);
      await expect.poll(() => searchedTitles(request, title)).not.toContain(title);
    });

    await test.step('The admin takes one down and the artist sees why', async () => {
      const reason = 'The master samples a recording nobody cleared.';
      await publish(request, artist, id);

      // An admin of this run's own, in a browser of their own (no artist session in it).
      const adminContext = await browser.newContext({ storageState: { cookies: [], origins: [] } });
      try {
        const adminPage = await adminContext.newPage();
        const adminEmail = uniqueEmail('lifecycle-admin');
        await registerThroughUi(adminPage, adminEmail, 'E2E Lifecycle Admin');
        await becomeEnrolledAdmin(adminPage, adminEmail);
        await adminPage.goto('/admin/releases');
        const row = adminPage
          .getByRole('table', { name: 'Releases' })
          .getByRole('row')
          .filter({ hasText: title });
        await expect(row).toContainText('Published');
        await row.getByRole('button', { name: `Take down “${title}”` }).click();
        const takeDown = adminPage.getByRole('dialog', { name: `Take down “${title}”?` });
        await takeDown.getByRole('textbox', { name: /^Reason/ }).fill(reason);
        await takeDown.getByRole('button', { name: 'Take down' }).click();
        await expect(takeDown).toBeHidden();
        await expect(row).toContainText('Taken down');
      } finally {
        await adminContext.close();
      }

      // The artist's studio says so, the editor says why, and the mail did too.
      await page.goto('/artist/studio');
      await expect(releaseRow).toContainText('Taken down by Encore: open it to see why');
      await releaseRow.getByRole('link', { name: title, exact: true }).click();
      const notice = publishing.getByRole('alert');
      await expect(notice).toContainText('Encore took this release down');
      await expect(notice).toContainText(reason);
      await expect(publishing.getByRole('button', { name: 'Unpublish…' })).toHaveCount(0);
      const mail = await mailWithSubject(
        DEMO_EMAILS.artist,
        `Your release "${title}" was taken down`,
      );
      expect(mail.text).toContain(reason);
      expect(await publicAlbumStatus(request, id)).toBe(404);
    });
  },
);
