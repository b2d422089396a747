import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { jest } from '@jest/globals';

import { PAGE_HEAD_TTL_MS } from '../../src/platform/spa/spa-pages.js';
import { withDb } from '../support/db.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { runTag } from '../lyrics/lyrics-fixtures.js';

// Link previews run no JavaScript: the HTML of an artist or album address carries the page's own
// title, description, social card and JSON-LD (issue 15 §4, spec §9, docs/adr/0023).

const ORIGIN = 'https://encore.example';
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Encore is music streaming and discovery built by artists."
    />
    <title>Encore — music built by artists</title>
  </head>
  <body><div id="root"></div><script type="module" src="/assets/index-abc.js"></script></body>
</html>`;

const tag = runTag();
const HOSTILE = `Mallory <script>alert("x")</script> & 'co' ${tag}`;
const fixture = { artistId: '', albumId: '', hostileId: '', hostileAlbumId: '' };

let t: TestApp;

beforeAll(async () => {
  await withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      `INSERT INTO artists (name, slug, bio, image_url, social_links) VALUES ($1, $2, $3, $4, $5)
       RETURNING id`,
      [
        `Ghost Orchard ${tag}`,
        `ghost-orchard-${tag}`,
        'Slow folk from the   orchards\nof Kent.',
        '/media/images/artists/ghost-orchard.webp',
        JSON.stringify({ instagram: 'https://instagram.com/ghostorchard', evil: 'javascript:x' }),
      ],
    );
    fixture.artistId = artist.rows[0]?.id ?? '';
    const album = await db.query<{ id: string }>(
      `INSERT INTO albums (title, slug, artwork_url, release_date, artist_id)
       VALUES ($1, $2, $3, '2022-09-23', $4) RETURNING id`,
      [
        `Windfall ${tag}`,
        `windfall-${tag}`,
        '/media/images/albums/windfall.webp',
        fixture.artistId,
      ],
    );
    fixture.albumId = album.rows[0]?.id ?? '';
    for (const number of [1, 2, 3]) {
      await db.query(
        `INSERT INTO tracks (title, track_number, duration_s, file_path, album_id, artist_id)
         VALUES ($1, $2, 200, $3, $4, $5)`,
        [`Song ${number}`, number, `audio/${tag}-${number}.mp3`, fixture.albumId, fixture.artistId],
      );
    }
    const hostile = await db.query<{ id: string }>(
      'INSERT INTO artists (name, bio) VALUES ($1, $2) RETURNING id',
      [HOSTILE, `Bio with </script><script>alert(1)</script> & "quotes"`],
    );
    fixture.hostileId = hostile.rows[0]?.id ?? '';
    const hostileAlbum = await db.query<{ id: string }>(
      `INSERT INTO albums (title, description, artist_id) VALUES ($1, $2, $3) RETURNING id`,
      [`</title><script>"'&`, `Liner notes </script> & more`, fixture.hostileId],
    );
    fixture.hostileAlbumId = hostileAlbum.rows[0]?.id ?? '';
  });
  const spa = mkdtempSync(join(tmpdir(), 'encore-spa-heads-'));
  writeFileSync(join(spa, 'index.html'), INDEX);
  t = await startTestApp({ SPA_DIR: spa, PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await t.close();
  await withDb(async (db) => {
    const ids = [fixture.artistId, fixture.hostileId];
    await db.query('DELETE FROM tracks WHERE artist_id = ANY($1::uuid[])', [ids]);
    await db.query('DELETE FROM albums WHERE artist_id = ANY($1::uuid[])', [ids]);
    await db.query('DELETE FROM artists WHERE id = ANY($1::uuid[])', [ids]);
  });
});

const unescape = (text: string): string =>
  text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** What a link preview reads of a page: its head, parsed the way a crawler would. */
async function headOf(path: string) {
  const res = await fetch(`${t.baseUrl}${path}`);
  const html = await res.text();
  const head = html.slice(0, html.indexOf('</head>'));
  const meta = (key: string): string | undefined => {
    const found = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(head);
    return found?.[1] === undefined ? undefined : unescape(found[1]);
  };
  const scripts = [
    ...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g),
  ];
  return {
    res,
    html,
    head,
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1] ?? '')),
    meta,
    canonical: unescape(/<link rel="canonical" href="([^"]*)"/.exec(head)?.[1] ?? ''),
    jsonLd: scripts.map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>),
  };
}

describe('artist pages', () => {
  const slugPath = () => `/artist/ghost-orchard-${tag}`;

  test('by slug: title, description, absolute picture, cards, canonical and MusicGroup', async () => {
    const page = await headOf(slugPath());
    expect(page.res.status).toBe(200);
    expect(page.res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.res.headers.get('cache-control')).toBe('no-cache');
    expect(page.titles).toEqual([`Ghost Orchard ${tag} · Encore`]);
    expect(page.meta('description')).toBe('Slow folk from the orchards of Kent.');
    expect(page.head).not.toContain('built by artists');
    expect(page.meta('og:title')).toBe(`Ghost Orchard ${tag} · Encore`);
    expect(page.meta('og:type')).toBe('profile');
    expect(page.meta('og:image')).toBe(`${ORIGIN}/media/images/artists/ghost-orchard.webp`);
    expect(page.meta('og:url')).toBe(`${ORIGIN}/artist/ghost-orchard-${tag}`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.meta('twitter:image')).toBe(`${ORIGIN}/media/images/artists/ghost-orchard.webp`);
    expect(page.canonical).toBe(`${ORIGIN}/artist/ghost-orchard-${tag}`);
    expect(page.jsonLd).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'MusicGroup',
        name: `Ghost Orchard ${tag}`,
        url: `${ORIGIN}/artist/ghost-orchard-${tag}`,
        description: 'Slow folk from the   orchards\nof Kent.',
        image: `${ORIGIN}/media/images/artists/ghost-orchard.webp`,
        sameAs: ['https://instagram.com/ghostorchard'],
      },
    ]);
    // The rest of index.html is untouched: the app still boots.
    expect(page.html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  test('by UUID and by slug in another case: the same head, canonical at the slug', async () => {
    const bySlug = await headOf(slugPath());
    const byId = await headOf(`/artist/${fixture.artistId}`);
    const upper = await headOf(`/artist/GHOST-ORCHARD-${tag.toUpperCase()}?from=app`);
    expect(byId.head).toBe(bySlug.head);
    expect(upper.head).toBe(bySlug.head);
  });

  test('a name and bio with <script>, &, quotes stay text: escaped, and the JSON-LD intact', async () => {
    const page = await headOf(`/artist/${fixture.hostileId}`);
    expect(page.titles).toEqual([`${HOSTILE} · Encore`]);
    expect(page.head).not.toContain('<script>alert');
    expect(page.head.match(/<script/g)).toHaveLength(1);
    expect(page.meta('og:title')).toBe(`${HOSTILE} · Encore`);
    expect(page.meta('description')).toBe('Bio with </script><script>alert(1)</script> & "quotes"');
    expect(page.meta('twitter:card')).toBe('summary');
    expect(page.meta('og:image')).toBeUndefined();
    expect(page.jsonLd[0]).toMatchObject({ '@type': 'MusicGroup', name: HOSTILE });
    // No slug stored: the canonical address uses the name-derived one, as the client's links do.
    expect(page.canonical).toBe(`${ORIGIN}/artist/mallory-script-alert-x-script-co-${tag}`);
  });
});

describe('album pages', () => {
  const expectedAlbum = {
    '@context': 'https://schema.org',
    '@type': 'MusicAlbum',
    name: `Windfall ${tag}`,
    url: `${ORIGIN}/artist/ghost-orchard-${tag}/album/windfall-${tag}`,
    byArtist: {
      '@type': 'MusicGroup',
      name: `Ghost Orchard ${tag}`,
      url: `${ORIGIN}/artist/ghost-orchard-${tag}`,
    },
    numTracks: 3,
    image: `${ORIGIN}/media/images/albums/windfall.webp`,
    datePublished: '2022-09-23',
  };

  test.each([
    ['/artist/{artist}/album/{slug}', () => `/artist/ghost-orchard-${tag}/album/windfall-${tag}`],
    ['/album/{slug}', () => `/album/windfall-${tag}`],
    ['/album/{UUID}', () => `/album/${fixture.albumId}`],
    ['/artist/{UUID}/album/{UUID}', () => `/artist/${fixture.artistId}/album/${fixture.albumId}`],
  ])('%s: title, summary, cover, cards and MusicAlbum', async (_, path) => {
    const page = await headOf(path());
    expect(page.res.status).toBe(200);
    expect(page.titles).toEqual([`Windfall ${tag} by Ghost Orchard ${tag} · Encore`]);
    expect(page.meta('description')).toBe(
      `Windfall ${tag}, an album by Ghost Orchard ${tag} · 3 tracks · released 2022.`,
    );
    expect(page.meta('og:type')).toBe('music.album');
    expect(page.meta('og:image')).toBe(`${ORIGIN}/media/images/albums/windfall.webp`);
    expect(page.meta('twitter:card')).toBe('summary_large_image');
    expect(page.canonical).toBe(expectedAlbum.url);
    expect(page.jsonLd).toEqual([expectedAlbum]);
  });

  test('a title and description with </title>, <script>, quotes and & stay text', async () => {
    const page = await headOf(`/album/${fixture.hostileAlbumId}`);
    expect(page.titles).toEqual([`</title><script>"'& by ${HOSTILE} · Encore`]);
    expect(page.meta('description')).toBe('Liner notes </script> & more');
    expect(page.head.match(/<script/g)).toHaveLength(1);
    expect(page.jsonLd[0]).toMatchObject({
      name: `</title><script>"'&`,
      description: 'Liner notes </script> & more',
      numTracks: 0,
    });
  });
});

describe('addresses that name nothing', () => {
  test.each([
    '/artist/nobody-by-this-name',
    '/artist/00000000-0000-4000-8000-000000000000',
    '/album/00000000-0000-4000-8000-000000000000',
    '/artist/x/album/no-such-album',
    "/artist/not%20a%20slug'",
    '/artist/dashboard',
    '/artist/studio',
    '/search',
  ])('%s: the default index.html, as the client decides what to show', async (path) => {
    const res = await fetch(`${t.baseUrl}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(INDEX);
  });
});

describe('caching', () => {
  test('a changed album shows in its head once the short cache time is up, not before', async () => {
    const path = `/album/windfall-${tag}`;
    // The cache's clock stands still until the cache time is up (a second goes by quickly).
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now);
    try {
      await headOf(path);
      await withDb((db) =>
        db.query('UPDATE albums SET title = $1 WHERE id = $2', [`Renamed ${tag}`, fixture.albumId]),
      );
      expect((await headOf(path)).titles[0]).toMatch(/^Windfall /);
      clock.mockReturnValue(now + PAGE_HEAD_TTL_MS + 1);
      expect((await headOf(path)).titles).toEqual([
        `Renamed ${tag} by Ghost Orchard ${tag} · Encore`,
      ]);
    } finally {
      jest.restoreAllMocks();
      await withDb((db) =>
        db.query('UPDATE albums SET title = $1 WHERE id = $2', [
          `Windfall ${tag}`,
          fixture.albumId,
        ]),
      );
    }
  });
});
