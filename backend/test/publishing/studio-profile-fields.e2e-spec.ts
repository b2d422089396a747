import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { artist, genre, profileOf, publicArtist, t, useProfileApp } from './profile-suite.js';
import { ok, studioArtist } from './releases-suite.js';

/**
 * The artist's profile in the studio (issue 25): reading it, and editing its bio, links in the
 * artist's order and genres, which the artist page shows at once; bad input and an oversized body
 * refused. (Its name: studio-profile-name; its photo: studio-profile-photo; who may edit it:
 * studio-profile-permissions.)
 */
useProfileApp();

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
});
