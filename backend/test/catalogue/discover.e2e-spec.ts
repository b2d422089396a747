import { FRESH_TRACKS_SQL } from '../../src/modules/catalogue/discover.repository.js';
import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import {
  type AlbumBody,
  type ArtistBody,
  publicGet,
  type TrackBody,
} from '../support/catalogue.js';
import {
  explain,
  planIndexes,
  planNodes,
  resetBulkCatalogue,
  seedBulkCatalogue,
} from '../support/query-plans.js';
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
  fresh_tracks: TrackBody[];
}

const byDateDesc = (a: string | null, b: string | null): number => (b ?? '').localeCompare(a ?? '');

describe('discover shelves', () => {
  test('new releases, featured artists, soundcheck exclusives and genres in one reply', async () => {
    const reply = await publicGet<DiscoverBody>(t.baseUrl, 'discover');
    expect(reply.status).toBe(200);
    const { new_releases, featured_artists, soundcheck_albums, genres } = reply.body;

    const newest = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(
        'select id from albums where listed order by release_date desc nulls last, id limit 12',
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
    // An artist of the newest release date is featured first (albums of one date tie; the
    // featured shelf then orders by name).
    const newestDate = new_releases[0]?.release_date ?? null;
    const newestArtists = new_releases
      .filter((album) => album.release_date === newestDate)
      .map((album) => (album as { artist_id?: string }).artist_id);
    expect(newestArtists).toContain(featured_artists[0]?.id);

    const names = genres.map((genre) => genre.name);
    expect(names.length).toBeGreaterThan(5);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});

/**
 * The definition of the shelf, written another way: two listed openers per newest listed
 * non-Soundcheck album.
 */
const FRESH_TRACKS_EXPECTED = `SELECT id FROM (
    SELECT t.id, t.track_number, al.id AS album_id, al.release_date,
      row_number() OVER (PARTITION BY al.id ORDER BY t.track_number, t.id) AS n
    FROM tracks t JOIN albums al ON al.id = t.album_id
    WHERE al.access_type <> 'soundcheck' AND al.listed AND t.listed) x
  WHERE n <= 2 ORDER BY release_date DESC NULLS LAST, album_id, track_number, id LIMIT 8`;

describe('the home page shelf (fresh_tracks)', () => {
  test('the openers of the newest albums a member can play, with and without previews', async () => {
    const reply = await publicGet<DiscoverBody>(t.baseUrl, 'discover');
    expect(reply.status).toBe(200);
    const tracks = reply.body.fresh_tracks;

    const expected = await withDb(async (db) => {
      const { rows } = await db.query<{ id: string }>(FRESH_TRACKS_EXPECTED);
      return rows.map((row) => row.id);
    });
    expect(tracks.map((track) => track.id)).toEqual(expected);
    expect(tracks).toHaveLength(8);
    expect(tracks.every((track) => track.access_type !== 'soundcheck')).toBe(true);
    // The demo seed previews every other track of a standard album: visitors see both labels.
    expect(tracks.some((track) => track.preview_url !== null)).toBe(true);
    expect(tracks.some((track) => track.preview_url === null)).toBe(true);
    expect(tracks[0]).toEqual(
      expect.objectContaining({
        title: expect.any(String),
        artist_name: expect.any(String),
        album_title: expect.any(String),
        file_path: expect.stringMatching(/^audio\//),
        access_granted: true,
      }),
    );
  });

  test('a signed-in listener and a forged token get the same shelf, access granted', async () => {
    const anonymous = await publicGet<DiscoverBody>(t.baseUrl, 'discover');
    const { token } = await newAccount(t.baseUrl);
    for (const caller of [token, 'not.a.jwt']) {
      const reply = await publicGet<DiscoverBody>(t.baseUrl, 'discover', caller);
      expect(reply.status).toBe(200);
      expect(reply.body.fresh_tracks.map((track) => track.id)).toEqual(
        anonymous.body.fresh_tracks.map((track) => track.id),
      );
      expect(reply.body.fresh_tracks.every((track) => track.access_granted)).toBe(true);
    }
  });
});

describe('the shelf on the bulk catalogue', () => {
  beforeAll(() => seedBulkCatalogue(), 600_000);
  afterAll(resetBulkCatalogue, 120_000);

  test("walks the release-date index and each album's tracks by index, no table in full", async () => {
    const plan = await withDb((db) => {
      const values = ['8', '2', '8'];
      return explain(
        db,
        FRESH_TRACKS_SQL.replace(/\?/g, () => values.shift() ?? ''),
      );
    });
    const scans = planNodes(plan).filter((node) => node['Node Type'] === 'Seq Scan');
    expect(scans.map((node) => node['Relation Name'])).toEqual([]);
    const indexes = planIndexes(plan);
    expect(indexes).toContain('albums_release_date_desc_index');
    // Either of the tracks' album indexes serves the openers of each album.
    expect(indexes.some((name) => name.startsWith('tracks_album_id'))).toBe(true);
  });
});
