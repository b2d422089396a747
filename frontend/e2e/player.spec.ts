import { expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { playEventsOf } from './support/database';
import { expectAudioAdvancing, seekPosition, seekSlider } from './support/player';

const ALBUM_PATH = '/artist/neon-harbor/album/afterglow-boulevard';

test('a visitor plays a preview from the home page and hears it advance', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Listen now' });
  const previewCard = shelf.getByRole('listitem').filter({ hasText: 'Preview' }).first();
  const preview = page.waitForResponse(
    (reply) => reply.url().includes('/api/media/preview?') && reply.status() === 200,
  );
  await previewCard.getByRole('button', { name: /^Play / }).click();
  await preview;

  await expect(page.getByRole('region', { name: 'Player' })).toBeVisible();
  await expectAudioAdvancing(await seekSlider(page, isMobile));
});

test("a visitor's full-track click shows the login prompt, which leads to /login", async ({
  page,
}) => {
  await page.goto('/');
  const shelf = page.getByRole('region', { name: 'Listen now' });
  await shelf
    .getByRole('listitem')
    .filter({ hasText: 'Members only' })
    .first()
    .getByRole('button', { name: /^Play / })
    .click();

  const dialog = page.getByRole('dialog', { name: 'Login to Encore' });
  await expect(dialog.getByText('You must be logged in to play full tracks.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player' })).toBeHidden();
  await dialog.getByRole('link', { name: 'Go to Login' }).click();
  // The login remembers the page, so the visitor comes back to the track they tried.
  await expect(page).toHaveURL(/\/login\?next=%2F$/);
});

test('a member plays a full track, seeks, skips, and the play events reach the database', async ({
  page,
  isMobile,
}) => {
  const email = uniqueEmail('player');
  await registerThroughUi(page, email);
  await page.goto(ALBUM_PATH);

  const fullTrack = page.waitForResponse(
    (reply) => reply.url().includes('/api/media/audio?') && reply.status() === 200,
  );
  await page.getByRole('button', { name: 'Play Last Bus to Southsea' }).click();
  await fullTrack;
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText('Last Bus to Southsea', { exact: true }).first()).toBeVisible();

  const seek = await seekSlider(page, isMobile);
  await expectAudioAdvancing(seek);

  // Seek forward 30 s with the keyboard on the slider, as a listener would.
  const before = await seekPosition(seek);
  await seek.focus();
  await seek.press('PageUp');
  await expect.poll(() => seekPosition(seek)).toBeGreaterThanOrEqual(before + 10);

  const scope = isMobile ? page.getByRole('dialog', { name: 'Now playing' }) : player;
  await scope.getByRole('button', { name: 'Next' }).click();
  await expect(scope.getByRole('link', { name: 'Chrome Hearts' })).toBeVisible();
  await expectAudioAdvancing(seek);
  await scope.getByRole('button', { name: 'Pause' }).click();

  // The skip is reported 100 ms after the change (spec §4), so it may land after the next start.
  await expect
    .poll(async () => (await playEventsOf(email)).map((event) => event.event_type).sort(), {
      timeout: 15_000,
    })
    .toEqual(['pause', 'play_start', 'play_start', 'skip_forward']);
  const events = await playEventsOf(email);
  const ofType = (type: string) => events.filter((event) => event.event_type === type);
  expect(
    ofType('play_start')
      .map((event) => event.track_title)
      .sort(),
  ).toEqual(['Chrome Hearts', 'Last Bus to Southsea']);
  const [skip] = ofType('skip_forward');
  expect(skip).toMatchObject({
    track_title: 'Last Bus to Southsea',
    skip_reason: 'user_skip',
    platform: isMobile ? 'mobile' : 'desktop',
  });
  // It played a few seconds, then jumped on by 10 s: listening time counts what was heard.
  expect(skip?.listening_time_ms).toBeGreaterThan(1000);
  expect(skip?.completion_percentage).toBeGreaterThanOrEqual(10);
  expect(ofType('pause')[0]).toMatchObject({ track_title: 'Chrome Hearts', skip_reason: null });
});
