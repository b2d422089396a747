import { type APIRequestContext, expect, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';
import { expectAudioAdvancing, seekSlider } from './support/player';
import { payWith, RETURN_TIMEOUT, startCheckout } from './support/test-checkout';

// Buying Soundcheck access on /test-stripe against the built-in test checkout (no Stripe keys):
// its hosted page is served on a port of its own and returns to /payment-success or
// /payment-cancelled like Stripe's. Each test uses a fresh account, so reruns and the desktop
// and mobile projects never meet an album already bought.

const ALBUM_PATH = '/artist/neon-harbor/album/night-drive-tapes';

interface AlbumReply {
  id: string;
  tracks: { title: string; track_number: number }[];
}

async function demoAlbum(request: APIRequestContext): Promise<AlbumReply> {
  const reply = await request.get('/api/public/album/night-drive-tapes');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as AlbumReply;
}

test('a listener buys the Soundcheck album with a test card, then plays it in full', async ({
  page,
  request,
  isMobile,
}) => {
  // A whole day: register, pay on the provider's page, the dashboard, then real audio.
  test.slow();
  const email = uniqueEmail('purchase');
  await registerThroughUi(page, email);
  const album = await demoAlbum(request);
  const [firstTrack] = [...album.tracks].sort((a, b) => a.track_number - b.track_number);
  if (firstTrack === undefined) throw new Error('Night Drive Tapes has no tracks');

  // Not bought yet: the album page offers Purchase and locks its tracks.
  await page.goto(ALBUM_PATH);
  await expect(page.getByRole('link', { name: 'Purchase' })).toBeVisible();
  await expect(page.getByRole('button', { name: `${firstTrack.title} (locked)` })).toBeVisible();

  await startCheckout(page);
  await expect(page.getByLabel('Email')).toHaveValue(email);
  await payWith(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/payment-success\?session_id=cs_/, RETURN_TIMEOUT);
  const sessionId = new URL(page.url()).searchParams.get('session_id') ?? '';
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible(
    RETURN_TIMEOUT,
  );
  await expect(page.getByText('Access granted')).toBeVisible();
  await expect(page.getByText(sessionId, { exact: true })).toBeVisible();
  await expect(page.getByText(email, { exact: true })).toBeVisible();

  // The dashboard lists it as paid.
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  const purchases = page.getByRole('list', { name: 'Your purchases' });
  await expect(purchases.getByRole('listitem')).toHaveCount(1);
  await expect(purchases.getByRole('listitem')).toContainText('Night Drive Tapes');
  await expect(purchases.getByRole('listitem')).toContainText('£5.99');
  await expect(purchases.getByRole('listitem')).toContainText('Paid');

  // The album is owned now: no Purchase, every track plays in full.
  await page.goto(ALBUM_PATH);
  await expect(page.getByText('Owned', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Purchase' })).toBeHidden();
  const fullTrack = page.waitForResponse(
    (reply) => reply.url().includes('/api/media/audio?') && reply.status() === 200,
  );
  await page.getByRole('button', { name: `Play ${firstTrack.title}` }).click();
  await fullTrack;
  const player = page.getByRole('region', { name: 'Player' });
  await expect(player.getByText(firstTrack.title, { exact: true }).first()).toBeVisible();
  await expectAudioAdvancing(await seekSlider(page, isMobile));
});

test('the test page of an owned album shows the access and plays the album', async ({
  page,
  request,
}) => {
  test.slow();
  await registerThroughUi(page, uniqueEmail('owned'));
  const album = await demoAlbum(request);
  const [firstTrack] = [...album.tracks].sort((a, b) => a.track_number - b.track_number);
  await startCheckout(page);
  await payWith(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment successful' })).toBeVisible(
    RETURN_TIMEOUT,
  );

  await page.goto('/test-stripe');
  await expect(page.getByRole('heading', { name: 'Your Soundcheck Access' })).toBeVisible();
  await expect(page.getByText('Owned', { exact: true })).toBeVisible();
  await expect(page.getByText(/^Purchased on /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Purchase' })).toBeHidden();
  const fullTrack = page.waitForResponse(
    (reply) => reply.url().includes('/api/media/audio?') && reply.status() === 200,
  );
  await page.getByRole('button', { name: 'Play Album' }).click();
  await fullTrack;
  await expect(
    page
      .getByRole('region', { name: 'Player' })
      .getByText(firstTrack?.title ?? '', { exact: true })
      .first(),
  ).toBeVisible();
});

test('a declined card is refused on the checkout page', async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('declined'));
  await startCheckout(page);

  await payWith(page, '4000 0000 0000 0002');

  await expect(page.getByRole('alert')).toHaveText('Your card was declined. Try another card.');
  await expect(page.getByRole('button', { name: 'Pay £5.99' })).toBeVisible();
});

test('cancelling returns to /payment-cancelled, and Try Again to the test page', async ({
  page,
}) => {
  await registerThroughUi(page, uniqueEmail('cancel'));
  await startCheckout(page);

  await page.getByRole('link', { name: 'Cancel and return' }).click();

  await expect(page).toHaveURL(/\/payment-cancelled$/, RETURN_TIMEOUT);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeVisible();
  await expect(page.getByText('No charge was made.')).toBeVisible();
  await page.getByRole('link', { name: 'Try Again' }).click();
  await expect(page).toHaveURL(/\/test-stripe$/);
  await expect(page.getByRole('button', { name: 'Purchase' })).toBeVisible();
});

test('a visitor opening the purchase pages is sent to /login', async ({ page, request }) => {
  const album = await demoAlbum(request);

  // To /login, with the page to come back to after logging in (ADR 0025).
  await page.goto('/test-stripe');
  await expect(page).toHaveURL(/\/login\?next=%2Ftest-stripe$/);

  await page.goto(`/checkout/album/${album.id}`);
  await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fcheckout%2Falbum%2F${album.id}$`));
});
