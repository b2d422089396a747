import { expect, type Locator, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { playEventsOf } from './support/database';
import { seekPosition, seekSlider } from './support/player';

// Gapless albums through the real player (issue 26, docs/adr/0049): the demo's continuous album,
// "Unbroken Weather" by Hollow Pines, played by a member from its page. Its pieces are cut from
// one signal at lengths that are no whole number of AAC frames, so every boundary needs the
// Media Source engine's trimming; the page says which engine plays (`data-audio-engine`).

const ALBUM_PATH = '/artist/hollow-pines/album/unbroken-weather';
const TRACKS = ['Pressure Falling', 'Front Arriving', 'The Long Rain'] as const;

const engine = (page: Page) =>
  page.evaluate(() => document.documentElement.dataset.audioEngine ?? null);

/** The seek bar's arrow keys step 5 s (features/player-controls, seek-waveform.ts). */
const ARROW_STEP_S = 5;

/**
 * Seeks with the arrow keys, as a keyboard listener would, to within one step before `secondsLeft`
 * seconds from the end of the current piece (or back towards its start when `secondsLeft` is
 * negative: that many seconds after the start).
 */
async function seekWithKeys(seek: Locator, secondsLeft: number) {
  const at = await seekPosition(seek);
  const max = Number(await seek.getAttribute('aria-valuemax'));
  const target = secondsLeft >= 0 ? max - secondsLeft : -secondsLeft;
  const presses = Math.floor(Math.abs(target - at) / ARROW_STEP_S);
  await seek.focus();
  for (let press = 0; press < presses; press++) {
    await seek.press(target > at ? 'ArrowRight' : 'ArrowLeft');
  }
}

test(
  'a member plays the continuous album through the Media Source engine, across two boundaries',
  { tag: '@desktop-only' },
  async ({ page, isMobile }) => {
    // It listens in real time (two boundaries reached by playing into them): on a busy machine
    // that is more than the default 30 s.
    test.slow();
    const email = uniqueEmail('gapless');
    await registerThroughUi(page, email);
    await page.goto(ALBUM_PATH);
    await page.getByRole('button', { name: 'Play all' }).click();

    const player = page.getByRole('region', { name: 'Player' });
    const nowPlaying = (title: string) =>
      expect(player.getByText(title, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
    await nowPlaying(TRACKS[0]);
    await expect.poll(() => engine(page), { timeout: 15_000 }).toBe('mse');
    const seek = await seekSlider(page, isMobile);

    // Near the end of the first piece, then let it run on into the second by itself.
    await seekWithKeys(seek, 6);
    await nowPlaying(TRACKS[1]);
    expect(await engine(page)).toBe('mse');
    // The new piece counts from its own start, and a seek inside it stays inside it.
    await expect.poll(() => seekPosition(seek), { timeout: 10_000 }).toBeLessThan(10);
    await seekWithKeys(seek, 20);
    await expect.poll(() => seekPosition(seek)).toBeGreaterThan(ARROW_STEP_S + 2);
    await seekWithKeys(seek, -1);
    await expect.poll(() => seekPosition(seek)).toBeLessThan(ARROW_STEP_S + 2);
    await expect(player.getByText(TRACKS[1], { exact: true }).first()).toBeVisible();

    await seekWithKeys(seek, 6);
    await nowPlaying(TRACKS[2]);
    expect(await engine(page)).toBe('mse');
    await expect.poll(() => seekPosition(seek), { timeout: 10_000 }).toBeGreaterThan(0);
    await player.getByRole('button', { name: 'Pause' }).click();

    // Each piece's start and each completed piece reported once, as for separate files (in the
    // order they arrive, which need not be the order they were sent).
    await expect
      .poll(
        async () =>
          (await playEventsOf(email))
            .map((event) => `${event.event_type} ${event.track_title}`)
            .sort(),
        { timeout: 15_000 },
      )
      .toEqual([
        `pause ${TRACKS[2]}`,
        `play_start ${TRACKS[1]}`,
        `play_start ${TRACKS[0]}`,
        `play_start ${TRACKS[2]}`,
        `track_complete ${TRACKS[1]}`,
        `track_complete ${TRACKS[0]}`,
      ]);
  },
);
