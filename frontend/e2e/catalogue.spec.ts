import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

import { registerThroughUi, uniqueEmail } from './support/accounts';

// The artist, album and discover pages against the demo catalogue (tools/demo-catalogue/src/demo).

interface ArtistRef {
  id: string;
  name: string;
  albums: { id: string; title: string }[];
}

async function artistNamed(request: APIRequestContext, query: string, name: string) {
  const search = await request.get(`/api/public/artist?q=${encodeURIComponent(query)}`);
  expect(search.ok()).toBe(true);
  const { artists } = (await search.json()) as { artists: { id: string; name: string }[] };
  const found = artists.find((artist) => artist.name === name);
  if (found === undefined) throw new Error(`No artist "${name}" in the demo catalogue`);
  const reply = await request.get(`/api/public/artist/${found.id}`);
  return (await reply.json()) as ArtistRef;
}

async function albumId(request: APIRequestContext, slug: string): Promise<string> {
  const reply = await request.get(`/api/public/album/${slug}`);
  expect(reply.ok()).toBe(true);
  return ((await reply.json()) as { id: string }).id;
}

const releaseCard = (page: Page, title: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name: title, exact: true }) });

test.beforeEach(async ({ page }) => {
  await registerThroughUi(page, uniqueEmail('catalogue'));
});

test('an artist opened by id lands on /artist/{slug}, keeping #album- and highlighting it', async ({
  page,
  request,
}) => {
  const neon = await artistNamed(request, 'neon', 'Neon Harbor');
  const album = neon.albums.find((release) => release.title === 'Afterglow Boulevard');
  if (album === undefined) throw new Error('Neon Harbor has no Afterglow Boulevard');

  await page.goto(`/artist/${neon.id}#album-${album.id}`);

  await expect(page).toHaveURL(`/artist/neon-harbor#album-${album.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Neon Harbor' })).toBeVisible();
  const card = releaseCard(page, 'Afterglow Boulevard');
  await expect(card).toHaveAttribute('data-highlighted', 'true');
  await expect(card).toBeInViewport();
  // The highlight lasts two seconds.
  await expect(card).not.toHaveAttribute('data-highlighted', 'true', { timeout: 5000 });
  await expect(page.getByRole('heading', { name: 'About' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Neon Harbor on Instagram' })).toBeVisible();
  const play = page.getByRole('group', { name: 'Play Neon Harbor' });
  await expect(play.getByRole('button', { name: 'Play all' })).toBeEnabled();
  await expect(play.getByRole('button', { name: 'Shuffle' })).toBeEnabled();
});

test('an artist without a stored slug goes by the name-derived one', async ({ page, request }) => {
  const ghost = await artistNamed(request, 'ghost orchard', 'Ghost Orchard');

  await page.goto(`/artist/${ghost.id}`);

  await expect(page).toHaveURL('/artist/ghost-orchard');
  await expect(page.getByRole('heading', { level: 1, name: 'Ghost Orchard' })).toBeVisible();
  await page.getByRole('link', { name: 'Windfall', exact: true }).click();
  await expect(page).toHaveURL('/artist/ghost-orchard/album/windfall');
  await expect(page.getByRole('heading', { level: 1, name: 'Windfall' })).toBeVisible();
});

test('an artist with no bio says so', async ({ page }) => {
  await page.goto('/artist/kid-lanterne');

  await expect(page.getByRole('heading', { level: 1, name: 'Kid Lanterne' })).toBeVisible();
  await expect(page.getByText('This artist has no biography yet.')).toBeVisible();
  await expect(page.getByText('Badges, Tour Dates & Mixtapes coming soon...')).toBeVisible();
});

test('an album by slug shows its title, access chip and track list', async ({ page }) => {
  await page.goto('/album/dancefloor-cartography');

  await expect(
    page.getByRole('heading', { level: 1, name: 'Dancefloor Cartography' }),
  ).toBeVisible();
  await expect(page.getByText('FREE', { exact: true })).toBeVisible();
  const tracks = page.getByRole('list', { name: 'Tracks on Dancefloor Cartography' });
  await expect(tracks.getByRole('listitem')).toHaveCount(4);
  await expect(tracks.getByRole('button', { name: 'Play Strobe Theory' })).toBeVisible();
  await expect(tracks.getByTitle('Explicit')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Kid Lanterne' })).toHaveAttribute(
    'href',
    '/artist/kid-lanterne',
  );
});

test('a SoundCheck album by id offers Purchase, which goes to its checkout', async ({
  page,
  request,
  isMobile,
}) => {
  const id = await albumId(request, 'night-drive-tapes');

  await page.goto(`/album/${id}`);

  await expect(page.getByRole('heading', { level: 1, name: 'Night Drive Tapes' })).toBeVisible();
  await expect(page.getByText('SOUNDCHECK', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'SoundCheck exclusive' })).toBeVisible();
  const tracks = page.getByRole('list', { name: 'Tracks on Night Drive Tapes' });
  await expect(tracks.getByRole('listitem').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back' })).toBeVisible({ visible: isMobile });

  await page.getByRole('link', { name: 'Purchase' }).click();
  await expect(page).toHaveURL(`/checkout/album/${id}`);
});

test('discover shows new releases, genres, featured artists and Soundcheck exclusives', async ({
  page,
}) => {
  await page.goto('/discover');

  for (const section of [
    'New releases',
    'Browse by genre',
    'Featured artists',
    'Soundcheck exclusives',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
  }
  const genres = page.getByRole('region', { name: 'Browse by genre' });
  const firstGenre = genres.getByRole('link').first();
  const genre = (await firstGenre.textContent()) ?? '';
  await firstGenre.click();
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(genre)}`);
});
