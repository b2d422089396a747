import { type APIRequestContext, expect, test } from '@playwright/test';

// A pasted artist or album link previews with its own title and cover: chat apps, social networks
// and search engines read the HTML the server sends and run none of its JavaScript (issue 15 §4,
// docs/adr/0023). Against the demo catalogue.

interface Artist {
  id: string;
  slug: string;
  name: string;
  albums: { id: string; slug: string | null; title: string }[];
}

async function neonHarbor(request: APIRequestContext): Promise<Artist> {
  const reply = await request.get('/api/public/artist/slug/neon-harbor');
  expect(reply.ok()).toBe(true);
  return (await reply.json()) as Artist;
}

/** The tags a link preview reads, from the raw HTML (no script runs). */
function previewOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const unescape = (text: string) =>
    text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  const meta = (key: string) => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
    return found?.[1] === undefined ? undefined : unescape(found[1]);
  };
  const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/.exec(head)?.[1];
  return {
    title: unescape(/<title>([^<]*)<\/title>/.exec(head)?.[1] ?? ''),
    ogTitle: meta('og:title'),
    ogImage: meta('og:image'),
    card: meta('twitter:card'),
    structuredData: jsonLd === undefined ? null : (JSON.parse(jsonLd) as Record<string, unknown>),
  };
}

test('an album link previews with its title and cover, without running any script', async ({
  request,
  browser,
  baseURL,
}) => {
  const artist = await neonHarbor(request);
  const album = artist.albums[0];
  if (album === undefined) throw new Error('Neon Harbor has no album in the demo catalogue');
  const path = `/artist/${artist.slug}/album/${album.slug ?? album.id}`;

  // What a chat app's link unfurler fetches.
  const page = await request.get(path);
  expect(page.status()).toBe(200);
  const preview = previewOf(await page.text());
  expect(preview.title).toBe(`${album.title} by ${artist.name} · Encore`);
  expect(preview.ogTitle).toBe(preview.title);
  expect(preview.card).toBe('summary_large_image');
  expect(preview.structuredData).toMatchObject({ '@type': 'MusicAlbum', name: album.title });
  // The cover is an absolute address that answers with an image.
  expect(preview.ogImage).toMatch(/^https?:\/\/[^/]+\/media\/images\//);
  const cover = await request.get(preview.ogImage ?? '');
  expect(cover.ok()).toBe(true);
  expect(cover.headers()['content-type']).toMatch(/^image\//);

  // A browser with JavaScript off (as a crawler without a renderer) sees the same title.
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ...(baseURL === undefined ? {} : { baseURL }),
  });
  try {
    const tab = await context.newPage();
    await tab.goto(`/album/${album.id}`);
    await expect(tab).toHaveTitle(`${album.title} by ${artist.name} · Encore`);
  } finally {
    await context.close();
  }
});

test('an artist link previews with the artist, and the app takes over for a signed-out visitor', async ({
  page,
  request,
}) => {
  const artist = await neonHarbor(request);
  const preview = previewOf(await (await request.get(`/artist/${artist.id}`)).text());
  expect(preview.title).toBe(`${artist.name} · Encore`);
  expect(preview.structuredData).toMatchObject({ '@type': 'MusicGroup', name: artist.name });

  // The same address in a browser still boots the app (the artist page needs a login: spec §2).
  await page.goto(`/artist/${artist.slug}`);
  await expect(page).toHaveURL(/\/login(\?.*)?$/);
});
