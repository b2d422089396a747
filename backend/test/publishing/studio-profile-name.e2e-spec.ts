import { type ArtistBody, publicGet } from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { artist, profileOf, type PublicArtist, t, unique, useProfileApp } from './profile-suite.js';
import { ok, studioArtist } from './releases-suite.js';

/**
 * An artist's name in the studio profile (issue 25): the page's address follows it, by
 * registration's slug rule, and search finds the artist by it at once; a name another artist is
 * reached by is refused.
 */
useProfileApp();

describe('the profile editor', () => {
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
});
