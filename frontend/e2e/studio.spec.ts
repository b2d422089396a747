import { randomInt } from 'node:crypto';

import { expect, type Locator, type Page } from '@playwright/test';

import { expectNoSeriousViolations, waitForSettledPage } from './support/accessibility';
import { registerThroughUi, uniqueEmail } from './support/accounts';
import { test } from './support/demo-accounts';
import { searchFor } from './support/search';
import {
  type FilePayload,
  pdfNamedAsWav,
  pixelOf,
  sineWav,
  steppedToneHz,
  steppedToneWav,
  widePng,
} from './support/studio-media';

// Issue 25: the demo artist makes a release in the studio from nothing, uploads two real masters
// and a broken file, reorders, chooses the preview, crops artwork, sees it as a listener would and
// publishes; then a visitor hears the preview from the chosen second and, once a member, streams
// the whole track. Each
// run (and each project, desktop and mobile, side by side on one database) makes a release of its
// own under a random title, and leaves the seeded draft "Last Ferry Home" alone.

test.use({ signedInAs: 'artist' });

/** Upload and processing (ffprobe, transcodes, loudness, peaks) by the embedded worker: a bound. */
const PROCESSING = { timeout: 90_000 };

/** Six random letters, so the title is a word search finds and nobody else's release has. */
const randomWord = (): string =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + randomInt(26))).join('');

interface PublicAlbum {
  title: string;
  tracks: { title: string; file_path: string; preview_url: string | null }[];
}

/** A signed address of a stored file, asked for as the app asks (with its token when signed in). */
async function signedUrl(page: Page, call: string, filePath: string): Promise<string> {
  return page.evaluate(
    async ({ call, filePath }) => {
      const token = localStorage.getItem('access_token');
      const reply = await fetch(`${call}?filePath=${encodeURIComponent(filePath)}`, {
        headers: token === null ? {} : { authorization: `Bearer ${token}` },
      });
      if (!reply.ok) throw new Error(`${call} answered ${reply.status}`);
      return ((await reply.json()) as { signedUrl: string }).signedUrl;
    },
    { call, filePath },
  );
}

/**
 * What a listener hears at a signed address, decoded by the browser: its length, and the pitch
 * half a second long from `atS` (zero crossings counted).
 */
async function listenTo(page: Page, url: string, atS: number) {
  return page.evaluate(
    async ({ url, atS }) => {
      const bytes = await (await fetch(url)).arrayBuffer();
      const audio = await new OfflineAudioContext(1, 1, 44_100).decodeAudioData(bytes);
      const samples = audio.getChannelData(0);
      const from = Math.round(atS * audio.sampleRate);
      const to = from + Math.round(0.5 * audio.sampleRate);
      let crossings = 0;
      for (let i = from + 1; i < to; i += 1) {
        if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings += 1;
      }
      return { durationS: audio.duration, frequencyHz: crossings / 2 / 0.5 };
    },
    { url, atS },
  );
}

/** Picks files as an artist does: the button opens the system's chooser, which gets the files. */
async function chooseFiles(page: Page, button: Locator, files: FilePayload[]) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(files);
}

test('the artist makes, fills and publishes a release in the studio, and a listener finds it', async ({
  page,
  browser,
  isMobile,
}) => {
  // Upload, processing, artwork, publishing and a second browser: a long day.
  test.setTimeout(240_000);
  const title = `Tidewater ${randomWord()}`;
  // Its pitch steps up each second, so the preview's first notes say where it was cut.
  const master = steppedToneWav(`Low Tide ${randomWord()}.wav`, 40);
  const second = sineWav(`Slack Water ${randomWord()}.wav`, 32);
  const broken = pdfNamedAsWav('broken.wav');
  const masterTitle = master.name.replace(/\.wav$/, '');
  const secondTitle = second.name.replace(/\.wav$/, '');

  // 1. The studio home, then a new release with what its form needs.
  await page.goto('/artist/studio');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Analytics dashboard' })).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'New release' }).click();
  await expect(page).toHaveURL(/\/artist\/studio\/releases\/new$/);
  await expect(page.getByRole('heading', { level: 1, name: 'New release' })).toBeVisible();

  const details = page.getByRole('form', { name: 'Release details' });
  await details.getByRole('textbox', { name: 'Title' }).fill(title);
  await details.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'EP' }).click();
  await expect(details.getByRole('combobox', { name: 'Type' })).toHaveText(/EP/);
  await details.getByRole('radio', { name: /^Free\b/ }).check();
  await details.getByRole('button', { name: 'Genres' }).click();
  const genres = page.getByRole('group', { name: 'Genres' });
  const genre = genres.getByRole('checkbox').first();
  await genre.click();
  await expect(genre).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(genres).toBeHidden();
  await details.getByRole('button', { name: 'Create release' }).click();

  await expect(page).toHaveURL(/\/artist\/studio\/releases\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('EP by Neon Harbor')).toBeVisible();
  await expect(details.getByText('All saved')).toBeVisible();

  // 2. Three files through the chooser: two real masters, and a PDF that calls itself broken.wav.
  const dropZone = page.getByRole('region', { name: 'Drop your tracks here' });
  await chooseFiles(page, dropZone.getByRole('button', { name: 'Choose files' }), [
    master,
    second,
    broken,
  ]);
  const tracks = page.getByRole('list', { name: 'Tracks' });
  const masterRow = tracks.getByRole('listitem').filter({ hasText: master.name });
  const secondRow = tracks.getByRole('listitem').filter({ hasText: second.name });
  const brokenRow = tracks.getByRole('listitem').filter({ hasText: 'broken.wav' });
  await expect(tracks.getByRole('listitem')).toHaveCount(3);

  await expect(brokenRow.getByText(/^(Upload failed|Failed)$/)).toBeVisible(PROCESSING);
  await expect(
    brokenRow.getByText('This file is a PDF, not audio.', { exact: false }),
  ).toBeVisible();
  await expect(masterRow.getByText('Ready', { exact: true })).toBeVisible(PROCESSING);
  await expect(masterRow.getByText(/^0:40 · WAV · 44\.1 kHz/)).toBeVisible();
  await expect(secondRow.getByText('Ready', { exact: true })).toBeVisible(PROCESSING);

  await brokenRow.getByRole('button', { name: 'Remove “broken”' }).click();
  const removal = page.getByRole('dialog', { name: 'Remove “broken”?' });
  await removal.getByRole('button', { name: 'Remove track' }).click();
  await expect(removal).toBeHidden();
  await expect(brokenRow).toHaveCount(0);
  await expect(tracks.getByRole('listitem')).toHaveCount(2);

  // Reordered: the shorter piece opens the release.
  await secondRow.getByRole('button', { name: `Move “${secondTitle}” up` }).click();
  await expect(tracks.getByRole('listitem').first()).toContainText(second.name);
  await expect(tracks.getByRole('listitem').last()).toContainText(master.name);

  // 3. The preview's start, moved with the keyboard on the waveform's slider, then saved.
  const preview = masterRow.getByRole('group', { name: /^Preview of / });
  const slider = preview.getByRole('slider', { name: /^Preview start of / });
  await expect(slider).toHaveAttribute('aria-valuemax', '10');
  await slider.focus();
  await slider.press('Home');
  await slider.press('ArrowRight');
  await slider.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '2');
  await expect(slider).toHaveAttribute('aria-valuetext', 'Preview from 0:02 to 0:32');
  await preview.getByRole('button', { name: 'Save preview start' }).click();
  await expect(preview.getByRole('status')).toHaveText('Saved. Preview from 0:02 to 0:32.');
  await expect(preview.getByRole('button', { name: 'Save preview start' })).toBeDisabled();
  await expect(preview.getByRole('button', { name: 'Play preview' })).toBeEnabled();

  // 4. The cover: a wide PNG (2000 × 1400, a red band down its left 300 pixels) made in the page,
  // cropped in the dialog: dragged, then moved with the keys to keep part of the band.
  const artwork = page.getByRole('region', { name: 'Artwork' });
  const cover = await widePng(page, 'cover.png');
  await chooseFiles(page, artwork.getByRole('button', { name: 'Upload artwork' }), [cover]);
  const crop = page.getByRole('dialog', { name: 'Crop your artwork' });
  const frame = crop.getByRole('slider', { name: 'Crop frame' });
  await expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 300, 0');
  // 1400 is the shorter side: no closer zoom.
  await expect(crop.getByRole('slider', { name: 'Zoom' })).toBeDisabled();
  await expectNoSeriousViolations(page);
  const box = await frame.boundingBox();
  if (box === null) throw new Error('The crop frame is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + box.width / 4, box.y + box.height / 2, {
    steps: 4,
  });
  await page.mouse.up();
  await expect(frame).not.toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 300, 0');
  await expect(frame).toBeFocused();
  await frame.press('Home');
  await frame.press('Shift+ArrowRight');
  await expect(frame).toHaveAttribute('aria-valuetext', 'Crop 1400 × 1400 at 140, 0');
  await crop.getByRole('button', { name: 'Use this crop' }).click();
  await expect(crop).toBeHidden();
  const stored = artwork.getByRole('img', { name: 'The release’s artwork' });
  await expect(stored).toBeVisible(PROCESSING);
  await expect(artwork.getByRole('button', { name: 'Replace artwork' })).toBeVisible();
  // The square kept is the one chosen: its left edge is the red band (a centred crop is all blue).
  const [red = 0, , blue = 0] = await pixelOf(stored, 4, 4);
  expect(red).toBeGreaterThan(blue);

  // The editor with a ready track, its preview and the cover: axe before it goes public.
  const publishing = page.getByRole('region', { name: 'Publishing' });
  await expect(
    publishing.getByText('Everything is in place: publish it now or choose when.'),
  ).toBeVisible();
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);

  // "See as a listener": the album page's own view of the draft, with the banner saying so.
  await publishing.getByRole('link', { name: 'See as a listener' }).click();
  await expect(page).toHaveURL(/\/artist\/studio\/releases\/[0-9a-f-]{36}\/listen$/);
  const banner = page.getByRole('region', {
    name: `Preview — this is how listeners will see “${title}”`,
  });
  await expect(banner.getByText(/^Draft: only you can see it\./)).toBeVisible();
  await expect(banner.getByText(/^Access: Free — Marked Free/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();
  const listenerTracks = page.getByRole('list', { name: `Tracks on ${title}` });
  await expect(listenerTracks.getByRole('listitem')).toHaveCount(2);
  await expect(listenerTracks.getByRole('listitem').first()).toContainText(secondTitle);
  await expect(listenerTracks.getByRole('button', { name: `Play ${masterTitle}` })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);
  await banner.getByRole('link', { name: 'Back to the editor' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // 5. Publish now, after reading what goes public.
  await publishing.getByRole('button', { name: 'Publish…' }).click();
  const publish = page.getByRole('dialog', { name: `Publish “${title}”?` });
  await expect(publish.getByRole('radio', { name: 'Now' })).toBeChecked();
  await expect(publish.getByRole('region', { name: 'What goes public' })).toContainText(
    masterTitle,
  );
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expect(publish).toBeHidden();
  await expect(publishing.getByText('Published', { exact: true })).toBeVisible();
  await expect(publishing.getByText(/^Public since /)).toBeVisible();
  const publicLink = publishing.getByRole('link', { name: 'See its public page' });
  await expect(publicLink).toBeVisible();
  const slug = /\/album\/([^/?#]+)$/.exec((await publicLink.getAttribute('href')) ?? '')?.[1];
  if (slug === undefined) throw new Error('The public page link names no album');

  // 6. Someone else, in a browser of their own. A visitor gets the album from the public API,
  // but search and album pages are for members (routes.tsx): /search sends them to log in.
  // A context made in a test takes the test's options, the artist's session too: none here.
  const other = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const visitor = await other.newPage();
    const album = await visitor.request.get(`/api/public/album/${slug}`);
    expect(album.ok()).toBe(true);
    const published = (await album.json()) as PublicAlbum;
    expect(published.title).toBe(title);
    expect(published.tracks.map((track) => track.title)).toEqual([secondTitle, masterTitle]);
    const lowTide = published.tracks[1];
    if (lowTide === undefined) throw new Error(`${masterTitle} is not on the album`);
    await visitor.goto(`/search?q=${encodeURIComponent(title)}`);
    await expect(visitor).toHaveURL(/\/login\?next=%2Fsearch/);

    // The visitor hears the preview from the chosen second: 30 s whose notes, past the fade-in,
    // are those of the master's seconds 2 and on (2.5 s in: the master's fifth second). The
    // preview is cut again after the start is saved (a queued job): asked until it is the new one.
    await expect(async () => {
      const reply = await visitor.request.get(`/api/public/album/${slug}`);
      const path = ((await reply.json()) as PublicAlbum).tracks[1]?.preview_url;
      if (path == null) throw new Error(`${masterTitle} has no preview`);
      const heard = await listenTo(
        visitor,
        await signedUrl(visitor, '/api/media/preview', path),
        2.5,
      );
      expect(heard.durationS).toBeGreaterThan(29);
      expect(heard.durationS).toBeLessThan(31);
      expect(Math.abs(heard.frequencyHz - steppedToneHz(4.5))).toBeLessThan(40);
    }).toPass(PROCESSING);

    // The visitor joins, searches for the title and opens the release.
    await registerThroughUi(visitor, uniqueEmail('studio-listener'));
    await searchFor(visitor, isMobile, title);
    await visitor.getByRole('tab', { name: /^Albums \(\d+\)$/ }).click();
    await visitor
      .getByRole('table', { name: 'Albums' })
      .getByRole('row', { name: `Open ${title} by Neon Harbor` })
      .click();
    await expect(visitor).toHaveURL(`/artist/neon-harbor/album/${slug}`);
    await expect(visitor.getByRole('heading', { name: title }).first()).toBeVisible();
    await expect(visitor.getByText(masterTitle).first()).toBeVisible();

    // Now a member, the visitor streams the whole track from its first second.
    const full = await signedUrl(visitor, '/api/media/audio', lowTide.file_path);
    const streamed = await listenTo(visitor, full, 0.5);
    expect(Math.round(streamed.durationS)).toBe(40);
    expect(Math.abs(streamed.frequencyHz - steppedToneHz(0.5))).toBeLessThan(40);
  } finally {
    await other.close();
  }

  // 7. The studio home lists it as published; axe on the home with the new release in it.
  await page.goto('/artist/studio');
  const release = page
    .getByRole('region', { name: 'Your releases' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(release).toContainText('Published');
  await waitForSettledPage(page);
  await expectNoSeriousViolations(page);

  // Taken back, so other specs' shelves never meet it. Once public it stays a release (its plays,
  // any sales): a draft again, but not one that may be deleted (domain/release-state.ts).
  await release.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await publishing.getByRole('button', { name: 'Unpublish…' }).click();
  const unpublish = page.getByRole('dialog', { name: `Unpublish “${title}”?` });
  await unpublish.getByRole('button', { name: 'Unpublish' }).click();
  await expect(unpublish).toBeHidden();
  await expect(publishing.getByText('Only you can see it.')).toBeVisible();
  await expect(publishing.getByRole('button', { name: 'Publish…' })).toBeEnabled();
  await expect(publishing.getByRole('button', { name: 'Delete draft…' })).toHaveCount(0);
});
