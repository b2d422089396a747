import {
  type AlbumBody,
  type ArtistBody,
  publicGet,
  type TrackBody,
} from '../support/catalogue.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
}, 600_000);
afterAll(() => t.close());

const get = <T = Record<string, unknown>>(path: string) => publicGet<T>(t.baseUrl, path);
/** What the demo seed stored (tools/demo-catalogue), read with plain SQL beside the API. */
const stored = <Row extends object>(sql: string, params: unknown[] = []): Promise<Row[]> =>
  withDb(async (db) => (await db.query<Row>(sql, params)).rows);
const trackTitles = async (albumSlug: string): Promise<string[]> =>
  (
    await stored<{ title: string }>(
      `SELECT t.title FROM tracks t JOIN albums a ON a.id = t.album_id
        WHERE a.slug = $1 ORDER BY t.track_number`,
      [albumSlug],
    )
  ).map((row) => row.title);
const IMAGE = expect.stringMatching(/^\/media\/images\/.+\.webp$/);
const DATE = expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/);
const UUID = expect.stringMatching(/^[0-9a-f-]{36}$/);

describe('artist page', () => {
  test('by slug and by id: every field of the spec, releases newest first', async () => {
    const [celine] = await stored<{ bio: string; social_links: Record<string, string> }>(
      `SELECT bio, social_links FROM artists WHERE slug = 'celine-vasseur'`,
    );
    const bySlug = await get<ArtistBody>('artist/slug/celine-vasseur');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body).toEqual({
      id: UUID,
      slug: 'celine-vasseur',
      name: 'Céline Vasseur',
      bio: celine?.bio,
      image_url: IMAGE,
      banner_url: IMAGE,
      banner_image: bySlug.body.banner_url,
      artist_logo: IMAGE,
      genre: ['dream pop'],
      genres: ['dream pop'],
      mood: ['dreamy', 'melancholic'],
      social_links: celine?.social_links,
      albums: [
        {
          id: UUID,
          slug: 'les-heures-lentes',
          title: 'Les Heures Lentes',
          artwork_url: IMAGE,
          release_date: '2025-05-30',
          access_type: 'soundcheck',
          track_count: (await trackTitles('les-heures-lentes')).length,
        },
        expect.objectContaining({ slug: 'verre-bleu', release_date: '2022-03-11', track_count: 6 }),
      ],
    });
    const byId = await get(`artist/${bySlug.body.id}`);
    expect(byId.status).toBe(200);
    expect(byId.body).toEqual(bySlug.body);
  });

  test('an artist without a bio or logo answers null for them', async () => {
    const reply = await get<ArtistBody>('artist/slug/kid-lanterne');
    expect(reply.body).toMatchObject({ bio: null, artist_logo: null, name: 'Kid Lanterne' });
  });

  test.each([
    ['owl', 'O.W.L.', 'owl'],
    ['OWL', 'O.W.L.', 'owl'],
    ['O-W-L', 'O.W.L.', 'owl'],
    ['SALT-STATIC', 'Salt/Static', 'salt-static'],
    ['Nadia-Sorensen', 'Nadia Sørensen', 'nadia-sorensen'],
    // No stored slug: reached by, and answering, the one derived from the name.
    ['ghost-orchard', 'Ghost Orchard', 'ghost-orchard'],
    ['Ghost-ORCHARD', 'Ghost Orchard', 'ghost-orchard'],
  ])('slug %s (stored or name-derived, any case) → %s', async (slug, name, answered) => {
    const reply = await get<ArtistBody>(`artist/slug/${slug}`);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({ name, slug: answered });
  });

  test('unknown artists are a 404, malformed ids and slugs a 400, in the envelope', async () => {
    expectEnvelope(await get('artist/slug/nobody-here'), 404, 'CATALOGUE.ARTIST_NOT_FOUND');
    const unknown = await get('artist/00000000-0000-4000-8000-000000000000');
    expectEnvelope(unknown, 404, 'CATALOGUE.ARTIST_NOT_FOUND');
    expect(unknown.body.message).toBe('Artist not found');
    for (const path of [
      'artist/not-a-uuid',
      'artist/123',
      'artist/slug/bad%20slug',
      'artist/slug/%27',
    ]) {
      const reply = await get(path);
      expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    }
    expect((await get('artist/xyz')).body.message).toBe('The artist id must be a UUID.');
    // Fastify refuses path parameters over 100 characters before routing: still the envelope.
    expectEnvelope(await get(`artist/slug/${'x'.repeat(101)}`), 404, 'PLATFORM.ROUTE_NOT_FOUND');
  });
});

describe('album page', () => {
  test('by slug or UUID: the album, its artist and its tracks in order', async () => {
    const bySlug = await get<AlbumBody>('album/Windfall');
    expect(bySlug.status).toBe(200);
    const ghost = await get<ArtistBody>('artist/slug/ghost-orchard');
    expect(bySlug.body).toEqual({
      id: UUID,
      slug: 'windfall',
      title: 'Windfall',
      artwork_url: IMAGE,
      release_date: DATE,
      access_type: 'standard',
      description: expect.any(String),
      artist: { id: ghost.body.id, slug: 'ghost-orchard', name: 'Ghost Orchard', image_url: IMAGE },
      artist_id: ghost.body.id,
      artist_slug: 'ghost-orchard',
      artist_name: 'Ghost Orchard',
      tracks: expect.any(Array),
    });
    const tracks = bySlug.body.tracks ?? [];
    expect(tracks.map((track) => track.title)).toEqual(await trackTitles('windfall'));
    expect(tracks.map((track) => track.track_number)).toEqual([1, 2, 3, 4, 5]);
    const byId = await get(`album/${bySlug.body.id}`);
    expect(byId.body).toEqual(bySlug.body);
  });

  test('unknown albums are a 404 "Album not found", malformed ids a 400', async () => {
    const unknown = await get('album/no-such-album');
    expectEnvelope(unknown, 404, 'CATALOGUE.ALBUM_NOT_FOUND');
    expect(unknown.body.message).toBe('Album not found');
    expectEnvelope(await get('album/00000000-0000-4000-8000-000000000000'), 404);
    expectEnvelope(await get('album/a%20b'), 400, 'PLATFORM.VALIDATION_FAILED');
  });
});

describe('track lists', () => {
  test("an album's tracks in track order; an artist's newest release first, limited", async () => {
    const album = await get<AlbumBody>('album/verre-bleu');
    const list = await get<{ tracks: TrackBody[] }>(`track?album=${album.body.id}`);
    expect(list.status).toBe(200);
    expect(list.body.tracks).toEqual(album.body.tracks);

    const celine = await get<ArtistBody>('artist/slug/celine-vasseur');
    const all = await get<{ tracks: TrackBody[] }>(`track?artist=${celine.body.id}&limit=100`);
    const [celineTracks] = await stored<{ n: number }>(
      `SELECT count(*)::int AS n FROM tracks WHERE artist_id = $1`,
      [celine.body.id],
    );
    expect(all.body.tracks).toHaveLength(celineTracks?.n ?? -1);
    expect(all.body.tracks[0]?.album_slug).toBe('les-heures-lentes');
    expect(all.body.tracks.every((track) => track.artist_name === 'Céline Vasseur')).toBe(true);
    const two = await get<{ tracks: TrackBody[] }>(`track?artist=${celine.body.id}&limit=2`);
    expect(two.body.tracks).toEqual(all.body.tracks.slice(0, 2));
  });

  test('bad filters and limits are a 400 with a clear message; unknown ids a 404', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const cases: [string, string][] = [
      [`track?artist=${id}&limit=0`, 'Limit must be a whole number from 1 to 100.'],
      [`track?artist=${id}&limit=101`, 'Limit must be a whole number from 1 to 100.'],
      [`track?artist=${id}&limit=ten`, 'Limit must be a whole number from 1 to 100.'],
      ['track?artist=nope', 'Artist must be an artist id (a UUID).'],
      [
        'track',
        'Give exactly one of q (search text), artist (an artist id) or album (an album id).',
      ],
      [
        `track?artist=${id}&album=${id}`,
        'Give exactly one of q (search text), artist (an artist id) or album (an album id).',
      ],
      [`track?album=${id}&colour=red`, 'The field "colour" is not part of this request.'],
    ];
    for (const [path, message] of cases) {
      const reply = await get(path);
      expectEnvelope(reply, 400);
      expect([path, reply.body.message]).toEqual([path, message]);
    }
    expectEnvelope(await get(`track?artist=${id}`), 404, 'CATALOGUE.ARTIST_NOT_FOUND');
    expectEnvelope(await get(`track?album=${id}`), 404, 'CATALOGUE.ALBUM_NOT_FOUND');
  });
});

test('genres: every genre once, by name', async () => {
  const reply = await get<{ name: string }[]>('genres');
  expect(reply.status).toBe(200);
  const genres = await stored<{ name: string }>('SELECT name FROM genres');
  expect(genres.length).toBeGreaterThan(5);
  expect(reply.body).toEqual(
    genres
      .map(({ name }) => name)
      .sort()
      .map((name) => ({ name })),
  );
});
