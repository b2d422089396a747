import { existsSync } from 'node:fs';
import { join } from 'node:path';

import sharp from 'sharp';

import { newAccount } from '../support/accounts.js';
import { type ArtistBody, publicGet } from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  auditOf,
  listedGenre,
  ok,
  studio,
  studioAdmin,
  studioArtist,
  type StudioArtist,
} from './releases-suite.js';

/**
 * The artist's profile in the studio (issue 25): name (the page's address follows it, by
 * registration's slug rule), bio, photo (re-encoded like avatars), links in the artist's order and
 * genres; what the artist page and search show at once; who may edit it, and an admin's edits
 * audited.
 */
interface Profile {
  artist_id: string;
  name: string;
  slug: string | null;
  bio: string | null;
  photo_url: string | null;
  links: string[];
  genres: string[];
  country: string | null;
  banner_url: string | null;
  artist_logo: string | null;
  moods: string[];
}

interface PublicArtist extends ArtistBody {
  bio: string | null;
  image_url: string | null;
  social_links: Record<string, string>;
}

let t: TestApp;
let artist: StudioArtist;
let genre: string;
beforeAll(async () => {
  t = await startTestApp();
  artist = await studioArtist(t.baseUrl);
  genre = await listedGenre();
});
afterAll(async () => {
  await t.close();
});

const profileOf = (token: string, query = '') => {
  const as = studio(t.baseUrl, token);
  return {
    get: () => as.get<Profile>(`/profile${query}`),
    patch: (body: unknown) => as.patch<Profile>(`/profile${query}`, body),
    upload: (file: Buffer, name = 'photo.jpg') =>
      as.upload<Profile>(`/profile/photo${query}`, file, name),
    remove: () =>
      call<Profile>(t.baseUrl, 'DELETE', `/api/studio/profile/photo${query}`, { token }),
  };
};
const publicArtist = async (artistId: string) =>
  ok(await publicGet<PublicArtist>(t.baseUrl, `artist/${artistId}`));
const unique = (words: string) => `${words} ${Math.random().toString(36).slice(2, 8)}`;

/** A photo as a phone writes it: JPEG with the camera's EXIF. */
const cameraPhoto = (format: 'jpeg' | 'png' = 'jpeg', width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#1a6bff' } })
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-camera-owner' } } })
    .toFormat(format)
    .toBuffer();
const stored = (url: string) => join(t.config.env.MEDIA_DIR, url.replace('/media/', ''));

describe('the profile editor', () => {
  test('reads the profile as the artist page shows it, never cached', async () => {
    const reply = await profileOf(artist.token).get();
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(ok(reply)).toEqual({
      artist_id: artist.artistId,
      name: artist.artistName,
      slug: artist.artistName.toLowerCase().replace(/ /g, '-'),
      bio: null,
      photo_url: null,
      links: [],
      genres: [],
      country: null,
      banner_url: null,
      artist_logo: null,
      moods: [],
    });
  });

  test('edits bio, links and genres one by one; the artist page shows each at once', async () => {
    const as = profileOf(artist.token);
    expect(ok(await as.patch({ bio: '  Songs from the harbour wall.  ' })).bio).toBe(
      'Songs from the harbour wall.',
    );

    const links = [
      'https://harbourlights.bandcamp.com',
      'HTTPS://www.Instagram.com/harbourlights',
      'https://harbourlights.example/tour?year=2027',
    ];
    expect(ok(await as.patch({ links })).links).toEqual([
      'https://harbourlights.bandcamp.com/',
      'https://www.instagram.com/harbourlights',
      'https://harbourlights.example/tour?year=2027',
    ]);
    // The order survives storage: the page lists them as the artist did, whatever their names.
    const reordered = [links[2], links[0]];
    const saved = ok(await as.patch({ links: reordered }));
    expect(saved.links).toEqual([
      'https://harbourlights.example/tour?year=2027',
      'https://harbourlights.bandcamp.com/',
    ]);
    expect(Object.entries((await publicArtist(artist.artistId)).social_links)).toEqual([
      ['harbourlights.example', 'https://harbourlights.example/tour?year=2027'],
      ['harbourlights.bandcamp.com', 'https://harbourlights.bandcamp.com/'],
    ]);

    expect(ok(await as.patch({ genres: [` ${genre.toUpperCase()} `, genre] })).genres).toEqual([
      genre,
    ]);
    const page = await publicArtist(artist.artistId);
    expect(page).toMatchObject({ bio: 'Songs from the harbour wall.', genres: [genre] });

    // Empty text is "no bio"; an empty list, no links; what is not given stays.
    const cleared = ok(await as.patch({ bio: '', links: [] }));
    expect(cleared).toMatchObject({ bio: null, links: [], genres: [genre] });
    expect((await publicArtist(artist.artistId)).social_links).toEqual({});
  });

  test('links a profile got at registration keep their names, in the order the artist sets', async () => {
    const own = await studioArtist(t.baseUrl);
    // As registration fills a profile from a waitlist entry: a map of site names.
    await withDb((db) =>
      db.query('UPDATE artists SET social_links = $2 WHERE id = $1', [
        own.artistId,
        JSON.stringify({
          youtube: 'https://www.youtube.com/@harbour',
          instagram: 'https://www.instagram.com/harbour',
        }),
      ]),
    );
    const as = profileOf(own.token);
    // No order given yet: by name.
    expect(ok(await as.get()).links).toEqual([
      'https://www.instagram.com/harbour',
      'https://www.youtube.com/@harbour',
    ]);
    ok(
      await as.patch({
        links: [
          'https://www.youtube.com/@harbour',
          'https://youtube.com/@harbour-live',
          'https://www.instagram.com/harbour',
        ],
      }),
    );
    expect(Object.keys((await publicArtist(own.artistId)).social_links)).toEqual([
      'youtube',
      'youtube.com',
      'instagram',
    ]);
    // Registration adding a link later (a map merge) lists it after the artist's order.
    await withDb((db) =>
      db.query(`UPDATE artists SET social_links = social_links || $2 WHERE id = $1`, [
        own.artistId,
        JSON.stringify({ bandcamp: 'https://harbour.bandcamp.com/' }),
      ]),
    );
    expect(ok(await as.get()).links).toEqual([
      'https://www.youtube.com/@harbour',
      'https://youtube.com/@harbour-live',
      'https://www.instagram.com/harbour',
      'https://harbour.bandcamp.com/',
    ]);
  });

  test('a new name moves the page to its address, and search finds the artist by it at once', async () => {
    const own = await studioArtist(t.baseUrl);
    const albumTitle = unique('Quayside');
    await withDb((db) =>
      db.query('INSERT INTO albums (title, artist_id) VALUES ($1, $2)', [albumTitle, own.artistId]),
    );
    const oldSlug = ok(await profileOf(own.token).get()).slug ?? '';
    const name = unique('Lantern Quay');
    const renamed = ok(await profileOf(own.token).patch({ name: `  ${name} ` }));
    const slug = name.toLowerCase().replace(/ /g, '-');
    expect(renamed).toMatchObject({ name, slug });

    expect(ok(await publicGet<PublicArtist>(t.baseUrl, `artist/slug/${slug}`)).id).toBe(
      own.artistId,
    );
    expectEnvelope(
      await publicGet(t.baseUrl, `artist/slug/${oldSlug}`),
      404,
      'CATALOGUE.ARTIST_NOT_FOUND',
    );
    const artists = ok(
      await publicGet<{ artists: ArtistBody[] }>(t.baseUrl, `artist?q=${encodeURIComponent(name)}`),
    ).artists;
    expect(artists.map((found) => found.id)).toContain(own.artistId);
    // An album's search document carries its artist's name, kept by the artists' triggers.
    const albums = ok(
      await publicGet<{ albums: { title: string; artist_name: string }[] }>(
        t.baseUrl,
        `album?q=${encodeURIComponent(`${albumTitle} ${name}`)}`,
      ),
    ).albums;
    expect(albums[0]).toMatchObject({ title: albumTitle, artist_name: name });
  });

  test('a name another artist is reached by is refused (409), however it is spelled', async () => {
    const other = await studioArtist(t.baseUrl);
    const as = profileOf(artist.token);
    const before = ok(await as.get());
    for (const name of [other.artistName, other.artistName.toUpperCase().replace(/ /g, '  ')]) {
      const reply = await as.patch({ name, bio: 'Not saved either.' });
      expectEnvelope(reply, 409, 'PROFILE.NAME_TAKEN');
      expect(reply.body.message).toContain(
        `/artist/${other.artistName.toLowerCase().replace(/ /g, '-')}`,
      );
    }
    expect(ok(await as.get())).toEqual(before);
  });

  test("a name giving a word that is an artist's own page gets the next free number", async () => {
    const own = await studioArtist(t.baseUrl);
    expect(ok(await profileOf(own.token).patch({ name: 'Studio' })).slug).toBe('studio-2');
    expect(ok(await publicGet<PublicArtist>(t.baseUrl, 'artist/slug/studio-2')).id).toBe(
      own.artistId,
    );
    // That number is theirs now.
    const next = await studioArtist(t.baseUrl);
    expectEnvelope(
      await profileOf(next.token).patch({ name: 'Studio 2' }),
      409,
      'PROFILE.NAME_TAKEN',
    );
  });

  test('bad input is refused in words naming the field, and nothing changes', async () => {
    const as = profileOf(artist.token);
    const before = ok(await as.get());
    const refusals: [unknown, number, string, string | null][] = [
      [{ links: ['http://harbourlights.example'] }, 400, 'PLATFORM.VALIDATION_FAILED', 'links'],
      [{ links: ['javascript:alert(1)'] }, 400, 'PLATFORM.VALIDATION_FAILED', 'links'],
      [
        { links: ['https://user@harbourlights.example'] },
        400,
        'PLATFORM.VALIDATION_FAILED',
        'links',
      ],
      [
        { links: Array.from({ length: 11 }, (_, i) => `https://site${i}.example`) },
        400,
        'PLATFORM.VALIDATION_FAILED',
        'links',
      ],
      [
        { links: [`https://a.example/${'x'.repeat(500)}`] },
        400,
        'PLATFORM.VALIDATION_FAILED',
        'links',
      ],
      [{ bio: 'x'.repeat(3001) }, 400, 'PLATFORM.VALIDATION_FAILED', 'bio'],
      [{ name: 'x'.repeat(101) }, 400, 'PLATFORM.VALIDATION_FAILED', 'name'],
      [{ name: '   ' }, 400, 'PLATFORM.VALIDATION_FAILED', 'name'],
      [{ name: null }, 400, 'PLATFORM.VALIDATION_FAILED', 'name'],
      [{ genres: ['Not A Genre At All'] }, 400, 'STUDIO.GENRE_UNKNOWN', null],
      [{ slug: 'mine' }, 400, 'PLATFORM.VALIDATION_FAILED', 'slug'],
      [
        { links: ['https://a.example/x', 'HTTPS://A.example/x'] },
        400,
        'PROFILE.LINK_REPEATED',
        null,
      ],
    ];
    for (const [body, status, code, field] of refusals) {
      const reply = await as.patch(body);
      expectEnvelope(reply, status, code);
      if (field !== null) expect(reply.body.details?.[0]?.field).toBe(field);
    }
    const https = await as.patch({ links: ['http://harbourlights.example'] });
    expect(https.body.message).toBe(
      'Links must be https addresses, like https://yourname.bandcamp.com.',
    );
    expect(ok(await as.get())).toEqual(before);
  });

  test('a body over the route’s limit is refused before it is parsed; the longest profile fits', async () => {
    // Not even JSON: a 413, not a 400, shows nothing read it.
    const reply = await fetch(`${t.baseUrl}/api/studio/profile`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${artist.token}`, 'content-type': 'application/json' },
      body: `{"bio": "${'x'.repeat(60_000)}`,
    });
    expect(reply.status).toBe(413);
    expect(await reply.json()).toMatchObject({ code: 'PLATFORM.PAYLOAD_TOO_LARGE' });
    // Every field at its longest, in a script of three bytes a character.
    const own = await studioArtist(t.baseUrl);
    const longest = {
      name: `${'港'.repeat(93)} ${Math.random().toString(36).slice(2, 8)}`,
      bio: '港'.repeat(3000),
      links: Array.from({ length: 10 }, (_, i) => `https://site${i}.example/${'港'.repeat(470)}`),
    };
    expect(Buffer.byteLength(JSON.stringify(longest))).toBeGreaterThan(20_000);
    expect((await profileOf(own.token).patch(longest)).status).toBe(200);
    // JSON only, as every studio change: no cross-site form can send it.
    const form = await fetch(`${t.baseUrl}/api/studio/profile`, {
      method: 'PATCH',
      headers: {
        authorization: `Bearer ${artist.token}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'bio=hello',
    });
    expect(form.status).toBe(415);
  });

  test('only artists have a profile here: listeners, strangers and other artists are refused', async () => {
    const listener = profileOf((await newAccount(t.baseUrl)).token);
    expectEnvelope(await listener.get(), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.patch({ bio: 'Mine now' }), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.upload(await cameraPhoto()), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await listener.remove(), 403, 'STUDIO.NOT_AN_ARTIST');
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/studio/profile'), 401);
    expectEnvelope(
      await call(t.baseUrl, 'PATCH', '/api/studio/profile', { body: { bio: 'x' } }),
      401,
    );

    const other = await studioArtist(t.baseUrl);
    const intruder = profileOf(other.token, `?artist_id=${artist.artistId}`);
    expectEnvelope(await intruder.get(), 403, 'STUDIO.OTHER_ARTIST');
    expectEnvelope(await intruder.patch({ bio: 'Mine now' }), 403, 'STUDIO.OTHER_ARTIST');
    expect(ok(await profileOf(artist.token).get()).bio).not.toBe('Mine now');
  });
});

describe('the photo', () => {
  test('is re-encoded like an avatar, shown on the artist page, and replaced or removed with its file', async () => {
    const own = await studioArtist(t.baseUrl);
    const as = profileOf(own.token);
    const first = ok(await as.upload(await cameraPhoto(), '../../etc/passwd.jpg'), 201);
    expect(first.photo_url).toMatch(/^\/media\/images\/artist-photos\/[0-9a-f-]{36}\.webp$/);
    const url = first.photo_url ?? '';

    const served = await fetch(t.baseUrl + url);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(metadata.exif).toBeUndefined();
    expect(bytes.toString('latin1')).not.toContain('secret-camera-owner');
    expect((await publicArtist(own.artistId)).image_url).toBe(url);

    const second = ok(await as.upload(await cameraPhoto('png', 300, 900), 'b.png'), 201);
    expect(second.photo_url).not.toBe(url);
    expect(existsSync(stored(url))).toBe(false);
    expect(existsSync(stored(second.photo_url ?? ''))).toBe(true);

    const removed = ok(await as.remove());
    expect(removed.photo_url).toBeNull();
    expect(existsSync(stored(second.photo_url ?? ''))).toBe(false);
    expect((await publicArtist(own.artistId)).image_url).toBeNull();
  });

  test('what is not a photo, too large or missing is refused, and the photo stays', async () => {
    const own = await studioArtist(t.baseUrl);
    const as = profileOf(own.token);
    const photo = ok(await as.upload(await cameraPhoto()), 201).photo_url;
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    expectEnvelope(await as.upload(svg, 'x.png'), 415, 'PROFILE.PHOTO_TYPE');
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 7)]);
    expectEnvelope(await as.upload(fake, 'x.jpg'), 400, 'PROFILE.PHOTO_UNREADABLE');
    const huge = Buffer.concat([await cameraPhoto(), Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await as.upload(huge);
    expectEnvelope(tooLarge, 413, 'PROFILE.PHOTO_TOO_LARGE');
    expect(tooLarge.body.message).toBe('Photos must be 5 MB or smaller.');

    const form = new FormData();
    form.append('photo', new Blob([new Uint8Array(await cameraPhoto())]), 'a.jpg');
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/studio/profile/photo', { token: own.token, body: form }),
      400,
      'PROFILE.PHOTO_MISSING',
    );
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/studio/profile/photo', {
        token: own.token,
        body: { file: 'x' },
      }),
      400,
      'PROFILE.PHOTO_MISSING',
    );
    expect(ok(await as.get()).photo_url).toBe(photo);
  });
});

describe('an admin', () => {
  test("edits any artist's profile with artist_id once past the second factor, every change audited", async () => {
    const own = await studioArtist(t.baseUrl);
    ok(await profileOf(own.token).patch({ bio: 'In my own words.' }));

    const admin = await newAccount(t.baseUrl);
    await withDb((db) => db.query("UPDATE users SET role = 'admin' WHERE id = $1", [admin.userId]));
    expectEnvelope(await profileOf(admin.token).get(), 400, 'STUDIO.ARTIST_REQUIRED');
    expectEnvelope(
      await profileOf(admin.token, `?artist_id=${own.artistId}`).get(),
      401,
      'ADMIN.SECOND_FACTOR_ENROLMENT_REQUIRED',
    );

    const enrolled = await studioAdmin(t.baseUrl);
    expectEnvelope(
      await profileOf(enrolled.token, '?artist_id=00000000-0000-4000-8000-000000000000').get(),
      404,
      'STUDIO.ARTIST_NOT_FOUND',
    );
    const as = profileOf(enrolled.token, `?artist_id=${own.artistId}`);
    expect(ok(await as.get()).bio).toBe('In my own words.');
    const edited = ok(await as.patch({ bio: 'Edited by Encore.', links: ['https://own.example'] }));
    expect(edited).toMatchObject({ artist_id: own.artistId, bio: 'Edited by Encore.' });
    const photo = ok(await as.upload(await cameraPhoto()), 201).photo_url;
    ok(await as.remove());

    const rows = await auditOf(own.artistId);
    expect(rows.map((row) => [row.action, row.target_type, row.actor_id])).toEqual([
      ['artist.update', 'artist', enrolled.userId],
      ['artist.photo', 'artist', enrolled.userId],
      ['artist.photo_remove', 'artist', enrolled.userId],
    ]);
    expect(rows[0]).toMatchObject({
      before: { bio: 'In my own words.', links: [] },
      after: { bio: 'Edited by Encore.', links: ['https://own.example'] },
    });
    expect(rows[1]).toMatchObject({ before: { photo_url: null }, after: { photo_url: photo } });
    // The artist sees the admin's work as their own profile.
    expect(ok(await profileOf(own.token).get()).bio).toBe('Edited by Encore.');
  });
});
