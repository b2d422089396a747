import { withDb } from '../support/db.js';
import { type AlbumBody, type ArtistBody, publicGet } from '../support/catalogue.js';
import { ensureDemoSeeded } from '../support/run-cli.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  await ensureDemoSeeded();
  t = await startTestApp();
}, 600_000);
afterAll(() => t.close());

interface DiscoverBody {
  new_releases: (AlbumBody & { release_date: string | null; access_type: string })[];
  featured_artists: ArtistBody[];
  soundcheck_albums: (AlbumBody & { release_date: string | null; access_type: string })[];
  genres: { name: string }[];
}

const byDateDesc = (a: string | null, b: string | null): number => (b ?? '').localeCompare(a ?? '');

describe('discover shelves', () => {
  test('new releases, featured artists, soundcheck exclusives and genres in one reply', async () => {
    const reply = await publicGet<DiscoverBody>(t.baseUrl, 'discover');
    expect(reply.status).toBe(200);
    const { new_releases, featured_artists, soundcheck_albums, genres } = reply.body;

    const newest = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        'select id from albums order by release_date desc nulls last, id limit 12',
      );
      return rows.map((row) => row.id);
    });
    expect(new_releases.map((album) => album.id)).toEqual(newest);
    const dates = new_releases.map((album) => album.release_date);
    expect(dates).toEqual([...dates].sort(byDateDesc));
    expect(new_releases[0]).toEqual(
      expect.objectContaining({ title: expect.any(String), artist_name: expect.any(String) }),
    );

    expect(soundcheck_albums.length).toBeGreaterThan(0);
    expect(soundcheck_albums.every((album) => album.access_type === 'soundcheck')).toBe(true);

    expect(featured_artists.length).toBeGreaterThan(0);
    expect(featured_artists.length).toBeLessThanOrEqual(8);
    const ids = featured_artists.map((artist) => artist.id);
    expect(new Set(ids).size).toBe(ids.length);
    // The artist of the newest release is featured first.
    expect(featured_artists[0]?.id).toBe(
      new_releases[0] ? (new_releases[0] as { artist_id?: string }).artist_id : undefined,
    );

    const names = genres.map((genre) => genre.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
