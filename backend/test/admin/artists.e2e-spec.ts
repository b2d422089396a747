import { randomBytes } from 'node:crypto';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, type Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, setRole } from './second-factor-steps.js';

/**
 * Admins and artist profiles (docs/adr/0036): the list with each profile's catalogue size and
 * the accounts that manage it, and its analytics, which the artist dashboard lets an admin read.
 */
interface AdminArtist {
  id: string;
  slug: string | null;
  name: string;
  album_count: number;
  track_count: number;
  created_at: string;
  accounts: { id: string; email: string; role: string }[];
}

interface ArtistPage {
  artists: AdminArtist[];
  next_cursor: string | null;
}

let t: TestApp;
let admin: TestAccount;
const tag = randomBytes(3).toString('hex');
let ferry: string;

/** An artist with `albums` albums of `tracks` tracks each, straight in the database. */
const artistWith = (name: string, albums: number, tracks: number): Promise<string> =>
  withDb(async (db) => {
    const artist = await db.query<{ id: string }>(
      'insert into artists (name) values ($1) returning id',
      [name],
    );
    const artistId = artist.rows[0]?.id ?? '';
    for (let a = 0; a < albums; a++) {
      const album = await db.query<{ id: string }>(
        `insert into albums (title, access_type, artist_id) values ($1, 'free', $2) returning id`,
        [`Album ${a}`, artistId],
      );
      const albumId = album.rows[0]?.id ?? '';
      for (let n = 1; n <= tracks; n++) {
        await db.query(
          `insert into tracks (title, track_number, duration_s, file_path, album_id, artist_id)
           values ($1, $2, 100, $3, $4, $5)`,
          [`Track ${n}`, n, `audio/${albumId}-${n}.mp3`, albumId, artistId],
        );
      }
    }
    return artistId;
  });

beforeAll(async () => {
  t = await startTestApp();
  admin = await newAccount(t.baseUrl);
  await setRole(admin.userId, 'admin');
  await enrol(t.baseUrl, admin.token);
  ferry = await artistWith(`Night Ferry ${tag}`, 2, 3);
  await artistWith(`The ${tag} Quiet Arcade`, 1, 1);
  for (let n = 0; n < 4; n++) await artistWith(`Zephyr ${tag} ${n}`, 0, 0);
});
afterAll(() => t.close());

const asAdmin = <T = ArtistPage>(path: string) =>
  call<T>(t.baseUrl, 'GET', path, { token: admin.token });

async function listAll(query: string, limit: number): Promise<AdminArtist[]> {
  const seen: AdminArtist[] = [];
  let before: string | null = null;
  for (let page = 0; page < 500; page++) {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply<ArtistPage> = await asAdmin(
      `/api/admin/artists?${query}&limit=${limit}${cursor}`,
    );
    expect(reply.status).toBe(200);
    seen.push(...reply.body.artists);
    before = reply.body.next_cursor;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}

describe('the admin artists list', () => {
  it('shows each profile with its albums, tracks and the accounts that manage it', async () => {
    const manager = await newAccount(t.baseUrl);
    await withDb((db) =>
      db.query(`update users set role = 'artist', artist_id = $2 where id = $1`, [
        manager.userId,
        ferry,
      ]),
    );
    const reply = await asAdmin(`/api/admin/artists?q=night%20ferry%20${tag}`);
    expect(reply.status).toBe(200);
    expect(reply.body.artists).toEqual([
      expect.objectContaining({
        id: ferry,
        name: `Night Ferry ${tag}`,
        album_count: 2,
        track_count: 6,
        accounts: [
          {
            id: manager.userId,
            email: manager.email,
            display_name: expect.any(String),
            role: 'artist',
          },
        ],
      }),
    ]);
  });

  it('searches the start of the name or of a word in it, in any case', async () => {
    const byWord = await listAll(`q=QUIET%20arcade`, 10);
    expect(byWord.map((artist) => artist.name)).toContain(`The ${tag} Quiet Arcade`);
    const byTag = await listAll(`q=${tag}`, 10);
    expect(byTag.map((artist) => artist.name).sort()).toEqual(
      [
        `Night Ferry ${tag}`,
        `The ${tag} Quiet Arcade`,
        ...[0, 1, 2, 3].map((n) => `Zephyr ${tag} ${n}`),
      ].sort(),
    );
    expect((await listAll('q=uiet', 10)).map((artist) => artist.id)).toEqual([]);
  });

  it('pages through every profile once, by name or newest first', async () => {
    const stored = (orderBy: string) =>
      withDb(async (db) => {
        const result = await db.query<{ id: string }>(`select id from artists order by ${orderBy}`);
        return result.rows.map((row) => row.id);
      });
    expect((await listAll('sort=name', 2)).map((artist) => artist.id)).toEqual(
      await stored('lower(name), id'),
    );
    expect((await listAll('sort=created', 3)).map((artist) => artist.id)).toEqual(
      await stored('created_at desc, id desc'),
    );
    expect((await listAll('sort=name&order=desc', 4)).map((artist) => artist.id)).toEqual(
      await stored('lower(name) desc, id desc'),
    );
  });

  it('answers a clear 400 for a cursor of another order', async () => {
    const first = await asAdmin('/api/admin/artists?limit=1');
    expectEnvelope(
      await asAdmin(`/api/admin/artists?sort=created&before=${first.body.next_cursor}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('/api/admin/artists?sort=plays'), 400);
  });

  it("links to each artist's analytics, which an admin may read", async () => {
    const analytics = await call<{ artist: { id: string; name: string } }>(
      t.baseUrl,
      'GET',
      `/api/artist/analytics?artist_id=${ferry}`,
      { token: admin.token },
    );
    expect(analytics.status).toBe(200);
    expect(analytics.body.artist).toEqual({ id: ferry, name: `Night Ferry ${tag}` });
  });
});
