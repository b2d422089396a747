import { paidSale } from '../analytics/dashboard-fixtures.js';
import { type CatalogueTrack, catalogueTrack } from '../analytics/play-events.js';
import { STRONG_PASSWORD, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, uniqueEmail } from '../support/http.js';
import { setRole } from './second-factor-steps.js';
import {
  account,
  admin,
  asAdmin,
  auditCount,
  auditRowsFor,
  listAll,
  t,
  type UserPage,
  useUsersApp,
} from './users-suite.js';

/**
 * Admins and accounts (docs/adr/0036): search, the account's page, and linking an artist profile
 * (what the artist dashboard reads); one audit row per change, none for a refused one.
 */
useUsersApp();

describe('finding accounts', () => {
  const tag = Math.random().toString(36).slice(2, 8);
  let lena: TestAccount;
  let marsh: TestAccount;
  let percent: TestAccount;

  beforeAll(async () => {
    lena = await account(`lena-${tag}@example.test`, `Lena ${tag} Quill`);
    marsh = await account(`marsh-${tag}@example.test`, `Orla ${tag} Marsh`);
    percent = await account(`pct-${tag}%x@example.test`, `Per ${tag}`);
    for (let n = 0; n < 5; n++) await account(`page-${tag}-${n}@example.test`, `Zed ${tag} ${n}`);
  });

  it('searches the start of an email or of a word in the name, in any case', async () => {
    const byEmail = await asAdmin<UserPage>('GET', `/users?q=LENA-${tag.toUpperCase()}`);
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.users.map((user) => user.id)).toEqual([lena.userId]);
    expect(byEmail.body.users[0]).toMatchObject({
      email: lena.email,
      display_name: `Lena ${tag} Quill`,
      role: 'listener',
      disabled_at: null,
      artist: null,
    });

    const byWord = await asAdmin<UserPage>('GET', `/users?q=${tag}%20marsh`);
    expect(byWord.body.users.map((user) => user.id)).toEqual([marsh.userId]);

    // Not a substring search: the middle of an email finds nothing.
    const middle = await asAdmin<UserPage>('GET', `/users?q=ena-${tag}`);
    expect(middle.body.users).toEqual([]);

    // % and _ are letters like any other, not wildcards.
    const literal = await asAdmin<UserPage>('GET', `/users?q=${encodeURIComponent(`pct-${tag}%`)}`);
    expect(literal.body.users.map((user) => user.id)).toEqual([percent.userId]);
    const wildcard = await asAdmin<UserPage>('GET', `/users?q=${encodeURIComponent(`%${tag}`)}`);
    expect(wildcard.body.users).toEqual([]);
  });

  it('filters by role and status', async () => {
    await setRole(marsh.userId, 'artist');
    const artists = await listAll(`q=${tag}&role=artist`, 50);
    expect(artists.map((user) => user.id)).toEqual([marsh.userId]);
    const admins = await listAll('role=admin', 50);
    expect(admins.every((user) => user.role === 'admin')).toBe(true);
    expect(admins.map((user) => user.id)).toContain(admin.userId);
    const disabled = await listAll(`q=${tag}&status=disabled`, 50);
    expect(disabled).toEqual([]);
    expect(await listAll(`q=${tag}&status=active`, 50)).toHaveLength(8);
  });

  it('pages through every account once in each order, as the database orders them', async () => {
    const stored = (orderBy: string) =>
      withDb(async (db) => {
        const result = await db.query<{ id: string }>(`select id from users order by ${orderBy}`);
        return result.rows.map((row) => row.id);
      });
    const newest = await listAll('sort=created', 3);
    expect(newest.map((user) => user.id)).toEqual(await stored('created_at desc, id desc'));
    const byEmail = await listAll('sort=email', 4);
    expect(byEmail.map((user) => user.id)).toEqual(await stored('email, id'));
    const byName = await listAll('sort=name&order=desc', 5);
    expect(byName.map((user) => user.id)).toEqual(
      await stored('lower(display_name) desc, id desc'),
    );
    const tagged = await listAll(`q=zed%20${tag}&sort=name`, 2);
    expect(tagged.map((user) => user.display_name)).toEqual(
      [0, 1, 2, 3, 4].map((n) => `Zed ${tag} ${n}`),
    );
  });

  it('answers a clear 400 for a cursor of another order and for bad filters', async () => {
    const first = await asAdmin<UserPage>('GET', '/users?sort=email&limit=1');
    expect(first.body.next_cursor).not.toBeNull();
    expectEnvelope(
      await asAdmin('GET', `/users?sort=name&before=${first.body.next_cursor}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(
      await asAdmin('GET', `/users?sort=email&order=desc&before=${first.body.next_cursor}`),
      400,
      'ADMIN.CURSOR_INVALID',
    );
    expectEnvelope(await asAdmin('GET', '/users?role=owner'), 400);
    expectEnvelope(await asAdmin('GET', '/users?sort=password'), 400);
    expectEnvelope(await asAdmin('GET', `/users?q=${'x'.repeat(101)}`), 400);
  });
});

describe("an account's page", () => {
  it('shows the role, the live sessions and the purchases', async () => {
    const fan = await account(uniqueEmail('fan'), 'Fan Page');
    const phone = await call(t.baseUrl, 'POST', '/api/auth/login', {
      ip: '10.9.8.7',
      headers: { 'user-agent': 'EncorePhone/2.0' },
      body: { email: fan.email, password: STRONG_PASSWORD },
    });
    expect(phone.status).toBe(200);
    const track: CatalogueTrack = await catalogueTrack({ accessType: 'soundcheck' });
    await paidSale(fan.userId, track.albumId, 599);

    const page = await asAdmin('GET', `/users/${fan.userId}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.body).toMatchObject({
      id: fan.userId,
      email: fan.email,
      display_name: 'Fan Page',
      role: 'listener',
      disabled_at: null,
      artist: null,
      more_purchases: false,
    });
    expect(page.body.sessions).toHaveLength(2);
    expect(page.body.sessions[0]).toMatchObject({ ip: '10.9.8.7', user_agent: 'EncorePhone/2.0' });
    expect(page.body.purchases).toEqual([
      expect.objectContaining({
        album_id: track.albumId,
        album_title: 'Slipstream',
        amount: 599,
        status: 'paid',
      }),
    ]);
  });

  it('is a 404 for an account that does not exist', async () => {
    expectEnvelope(
      await asAdmin('GET', '/users/0f8fad5b-d9cb-469f-a165-70867728950e'),
      404,
      'ADMIN.USER_NOT_FOUND',
    );
  });
});

describe('linking an account to an artist profile', () => {
  it('is what the artist dashboard reads; unlinking ends it', async () => {
    const track = await catalogueTrack();
    const manager = await account(uniqueEmail('manager'));
    await asAdmin('PUT', `/users/${manager.userId}/role`, { role: 'artist' });
    const dashboard = () =>
      call<{ artist: { id: string; name: string } }>(t.baseUrl, 'GET', '/api/artist/analytics', {
        token: manager.token,
      });
    expectEnvelope(await dashboard(), 403, 'ANALYTICS.NOT_LINKED');

    const linked = await asAdmin('PUT', `/users/${manager.userId}/artist`, {
      artist_id: track.artist_id,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.artist).toEqual({ id: track.artist_id, name: track.artistName });
    const reads = await dashboard();
    expect(reads.status).toBe(200);
    expect(reads.body.artist).toEqual({ id: track.artist_id, name: track.artistName });

    // Linking it again changes nothing; null unlinks.
    await asAdmin('PUT', `/users/${manager.userId}/artist`, { artist_id: track.artist_id });
    const unlinked = await asAdmin('PUT', `/users/${manager.userId}/artist`, { artist_id: null });
    expect(unlinked.body.artist).toBeNull();
    expectEnvelope(await dashboard(), 403, 'ANALYTICS.NOT_LINKED');

    const rows = await auditRowsFor(manager.userId);
    expect(rows.map((row) => row.action)).toEqual([
      'user.role_change',
      'user.artist_link',
      'user.artist_unlink',
    ]);
    expect(rows[1]).toMatchObject({
      before: { artist_id: null, artist_name: null },
      after: { artist_id: track.artist_id, artist_name: track.artistName },
    });
    expect(rows[2]).toMatchObject({
      before: { artist_id: track.artist_id, artist_name: track.artistName },
      after: { artist_id: null, artist_name: null },
    });
  });

  it('refuses an artist that does not exist, writing nothing', async () => {
    const manager = await account(uniqueEmail('nolink'));
    const before = await auditCount();
    expectEnvelope(
      await asAdmin('PUT', `/users/${manager.userId}/artist`, {
        artist_id: '0f8fad5b-d9cb-469f-a165-70867728950e',
      }),
      404,
      'ADMIN.ARTIST_NOT_FOUND',
    );
    expectEnvelope(
      await asAdmin('PUT', `/users/${manager.userId}/artist`, { artist_id: 'x' }),
      400,
    );
    expectEnvelope(await asAdmin('PUT', `/users/${manager.userId}/artist`, {}), 400);
    expect(await auditCount()).toBe(before);
  });
});
