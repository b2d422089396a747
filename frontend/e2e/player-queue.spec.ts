import { expect, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { expectAudioAdvancing, seekPosition, seekSlider } from './support/player';

// Issue 26: the queue, the current track and the position survive a reload (docs/adr/0048) —
// the account's on the server for a member, this browser's for a visitor — and come back paused.

const ALBUM_PATH = '/artist/neon-harbor/album/afterglow-boulevard';

/** The player: the desktop bar, or the mobile mini player. */
const playerOf = (page: Page) => page.getByRole('region', { name: 'Player' });

/** The player's position in seconds (on mobile, read in the full player, then closed again). */
async function position(page: Page, isMobile: boolean): Promise<number> {
  const seconds = await seekPosition(await seekSlider(page, isMobile));
  if (isMobile) await closeFullPlayer(page);
  return seconds;
}

async function closeFullPlayer(page: Page) {
  const sheet = page.getByRole('dialog', { name: 'Now playing' });
  await sheet.getByRole('button', { name: 'Close player' }).click();
  await expect(sheet).toBeHidden();
}

test('reload resumes the queue paused at its position', async ({ page, isMobile }) => {
  await registerThroughUi(page, uniqueEmail('queue'));
  await page.goto(ALBUM_PATH);
  const player = playerOf(page);
  const tracks = page.getByRole('list', { name: 'Tracks on Afterglow Boulevard' });

  await page
    .getByRole('group', { name: 'Play Afterglow Boulevard' })
    .getByRole('button', { name: 'Play all' })
    .click();
  await expect(tracks.getByRole('button', { name: 'Pause Harbour Lights' })).toBeVisible();
  await player.getByRole('button', { name: 'Next' }).click();
  // The album's second track is its title track.
  await expect(tracks.getByRole('button', { name: 'Pause Afterglow Boulevard' })).toBeVisible();

  // Forward with the keyboard on the seek bar (PageUp 10 s, → 5 s), then pause.
  const seek = await seekSlider(page, isMobile);
  await expectAudioAdvancing(seek);
  const before = await seekPosition(seek);
  await seek.focus();
  await seek.press('PageUp');
  await seek.press('PageUp');
  await seek.press('ArrowRight');
  await expect.poll(() => seekPosition(seek)).toBeGreaterThanOrEqual(before + 20);
  const controls = isMobile ? page.getByRole('dialog', { name: 'Now playing' }) : player;
  await controls.getByRole('button', { name: 'Pause', exact: true }).click();
  await expect(controls.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  const pausedAt = await seekPosition(seek);
  if (isMobile) await closeFullPlayer(page);

  // Reloaded at once: the page's last save goes as it unloads.
  await page.reload();

  await expect(player.getByText('Afterglow Boulevard', { exact: true })).toBeVisible();
  await expect(player.getByText('Harbour Lights', { exact: true })).toHaveCount(0);
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toHaveCount(0);
  const restoredAt = await position(page, isMobile);
  expect(Math.abs(restoredAt - pausedAt)).toBeLessThanOrEqual(3);

  // The account holds it too: what another device, or tomorrow, reads.
  const token = await page.evaluate(() => localStorage.getItem('access_token'));
  await expect
    .poll(async () => {
      const reply = await page.request.get('/api/me/player-queue', {
        headers: { Authorization: `Bearer ${token ?? ''}` },
      });
      const saved = (await reply.json()) as {
        track_ids: string[];
        tracks: { id: string; title: string }[];
        current_index: number;
        position_s: number;
      };
      const current = saved.tracks.find(
        (track) => track.id === saved.track_ids[saved.current_index],
      );
      return [current?.title, Math.abs(saved.position_s - pausedAt) <= 3];
    })
    .toEqual(['Afterglow Boulevard', true]);

  // Play resumes from there, not from the start.
  await player.getByRole('button', { name: 'Play', exact: true }).click();
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  const resumed = await seekSlider(page, isMobile);
  await expectAudioAdvancing(resumed, restoredAt + 1);
  expect(await seekPosition(resumed)).toBeLessThan(restoredAt + 15);
});

test("a visitor's preview comes back after a reload, paused", async ({ page, isMobile }) => {
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Listen now' });
  const previewCard = shelf.getByRole('listitem').filter({ hasText: 'Preview' }).first();
  await previewCard.getByRole('button', { name: /^Play / }).click();
  const player = playerOf(page);
  await expect(player.getByRole('button', { name: 'Pause', exact: true })).toBeVisible();
  await expectAudioAdvancing(await seekSlider(page, isMobile));
  if (isMobile) await closeFullPlayer(page);
  await player.getByRole('button', { name: 'Pause', exact: true }).click();
  const title = isMobile
    ? await player
        .getByRole('button', { name: 'Open player' })
        .locator('span span')
        .first()
        .innerText()
    : await player.getByRole('link').first().innerText();
  const pausedAt = await position(page, isMobile);

  await page.reload();

  await expect(player.getByText(title, { exact: true })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Play', exact: true })).toBeVisible();
  expect(Math.abs((await position(page, isMobile)) - pausedAt)).toBeLessThanOrEqual(3);
});
