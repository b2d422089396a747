import { paidSale } from '../analytics/dashboard-fixtures.js';
import { type CatalogueTrack, catalogueTrack } from '../analytics/play-events.js';
import { newAccount, STRONG_PASSWORD, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, type Reply, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { enrol, newSession, setRole } from './second-factor-steps.js';

/**
 * Admins and accounts (docs/adr/0036): search, the account's page, role changes that never leave
 * Encore without an admin, linking an artist profile (what the artist dashboard reads), and
 * disabling an account, whose sessions end on their next request. Every change writes one audit
 * row in its own transaction; a refused one writes none.
 */
interface AdminUser {
  id: string;
  email: string;
  display_name: string;
  role: 'listener' | 'artist' | 'admin';
  created_at: string;
  disabled_at: string | null;
  artist: { id: string; name: string } | null;
}

interface AdminUserDetail extends AdminUser {
  sessions: {
    id: string;
    created_at: string;
    last_used_at: string;
    ip: string | null;
    user_agent: string | null;
  }[];
  purchases: {
    id: string;
    album_id: string;
    album_title: string;
    status: string;
    amount: number;
  }[];
  more_purchases: boolean;
}

interface UserPage {
  users: AdminUser[];
  next_cursor: string | null;
}

let t: TestApp;
let admin: TestAccount;
const adminIp = randomIp();

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  admin = await newAccount(t.baseUrl);
  await setRole(admin.userId, 'admin');
  await enrol(t.baseUrl, admin.token);
});
afterAll(() => t.close());

const asAdmin = <T = AdminUserDetail>(method: string, path: string, body?: unknown) =>
  call<T>(t.baseUrl, method, `/api/admin${path}`, {
    token: admin.token,
    ip: adminIp,
    body: body ?? (method === 'GET' ? undefined : {}),
  });

/** A new account with this email and name (registered through the API, with its session). */
async function account(email: string, displayName = 'Test Listener'): Promise<TestAccount> {
  const code = `TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  await withDb((db) => db.query('insert into invite_codes (code) values ($1)', [code]));
  const ip = randomIp();
  const reply = await call<{ user: { id: string }; session: { access_token: string } }>(
    t.baseUrl,
    'POST',
    '/api/auth/register',
    { ip, body: { email, password: STRONG_PASSWORD, displayName, inviteCode: code } },
  );
  if (reply.status !== 201) throw new Error(`register: ${JSON.stringify(reply.body)}`);
  return {
    email,
    password: STRONG_PASSWORD,
    userId: reply.body.user.id,
    token: reply.body.session.access_token,
    cookie: '',
    ip,
  };
}

const auditRowsFor = (userId: string) =>
  withDb(async (db) => {
    const result = await db.query(
      `select * from admin_audit_log where target_type = 'user' and target_id = $1
       order by at, id`,
      [userId],
    );
    return result.rows as Record<string, unknown>[];
  });

const auditCount = () =>
  withDb(async (db) => {
    const result = await db.query<{ n: string }>('select count(*) as n from admin_audit_log');
    return Number(result.rows[0]?.n);
  });

async function listAll(query: string, limit: number): Promise<AdminUser[]> {
  const seen: AdminUser[] = [];
  let before: string | null = null;
  for (let page = 0; page < 500; page++) {
    const cursor: string = before === null ? '' : `&before=${before}`;
    const reply: Reply<UserPage> = await asAdmin<UserPage>(
      'GET',
      `/users?${query}&limit=${limit}${cursor}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.body.users.length).toBeLessThanOrEqual(limit);
    seen.push(...reply.body.users);
    before = reply.body.next_cursor;
    if (before === null) return seen;
  }
  throw new Error('pagination did not end');
}

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

describe('changing a role', () => {
  it('applies from the account’s next request, with one audit row', async () => {
    const fan = await account(uniqueEmail('promote'));
    const changed = await asAdmin('PUT', `/users/${fan.userId}/role`, { role: 'artist' });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ id: fan.userId, role: 'artist' });
    const role = await call(t.baseUrl, 'GET', '/api/auth/role', { token: fan.token });
    expect(role.body).toEqual({ role: 'artist' });

    // The same role again changes nothing and records nothing.
    expect((await asAdmin('PUT', `/users/${fan.userId}/role`, { role: 'artist' })).status).toBe(
      200,
    );
    const rows = await auditRowsFor(fan.userId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'user.role_change',
      target_type: 'user',
      before: { role: 'listener' },
      after: { role: 'artist' },
      ip: adminIp,
    });
  });

  it('refuses a role that does not exist and an unknown account, writing nothing', async () => {
    const before = await auditCount();
    const fan = await account(uniqueEmail('badrole'));
    expectEnvelope(await asAdmin('PUT', `/users/${fan.userId}/role`, { role: 'owner' }), 400);
    expectEnvelope(await asAdmin('PUT', `/users/${fan.userId}/role`, {}), 400);
    expectEnvelope(
      await asAdmin('PUT', '/users/0f8fad5b-d9cb-469f-a165-70867728950e/role', { role: 'admin' }),
      404,
      'ADMIN.USER_NOT_FOUND',
    );
    expect(await auditCount()).toBe(before);
  });

  describe('the last admin', () => {
    /** Every other admin of the test database is made a listener, and put back afterwards. */
    let others: string[] = [];
    beforeEach(async () => {
      others = await withDb(async (db) => {
        const result = await db.query<{ id: string }>(
          `update users set role = 'listener' where role = 'admin' and id <> $1 returning id`,
          [admin.userId],
        );
        return result.rows.map((row) => row.id);
      });
    });
    afterEach(async () => {
      await withDb((db) =>
        db.query(`update users set role = 'admin' where id = any($1::uuid[])`, [others]),
      );
    });

    it('cannot be demoted, not even by themselves, and an admin can be once there is another', async () => {
      const before = await auditCount();
      const refused = await asAdmin('PUT', `/users/${admin.userId}/role`, { role: 'listener' });
      expectEnvelope(refused, 409, 'ADMIN.LAST_ADMIN');
      expect(refused.body.message).toMatch(/at least one enabled admin/);
      expect(await auditCount()).toBe(before);

      // A disabled admin does not count as one.
      const second = await account(uniqueEmail('second-admin'));
      await withDb((db) =>
        db.query(`update users set role = 'admin', disabled_at = now() where id = $1`, [
          second.userId,
        ]),
      );
      expectEnvelope(
        await asAdmin('PUT', `/users/${admin.userId}/role`, { role: 'artist' }),
        409,
        'ADMIN.LAST_ADMIN',
      );

      // Enabled, the second admin is demoted by the first: one of them remains.
      expect((await asAdmin('POST', `/users/${second.userId}/enable`)).status).toBe(200);
      const demoted = await asAdmin('PUT', `/users/${second.userId}/role`, { role: 'listener' });
      expect(demoted.status).toBe(200);
      expect(demoted.body.role).toBe('listener');
    });

    it('two admins demoting each other at once leave one admin', async () => {
      const rival = await account(uniqueEmail('rival'));
      await setRole(rival.userId, 'admin');
      await enrol(t.baseUrl, rival.token);
      const [mine, theirs] = await Promise.all([
        asAdmin('PUT', `/users/${rival.userId}/role`, { role: 'listener' }),
        call<AdminUserDetail>(t.baseUrl, 'PUT', `/api/admin/users/${admin.userId}/role`, {
          token: rival.token,
          body: { role: 'listener' },
        }),
      ]);
      // One wins; the other is refused as the last admin, or no longer an admin at all.
      expect([mine.status, theirs.status].filter((status) => status === 200)).toHaveLength(1);
      for (const reply of [mine, theirs]) {
        if (reply.status !== 200) expect([403, 409]).toContain(reply.status);
      }
      const admins = await withDb(async (db) => {
        const result = await db.query<{ id: string }>(
          `select id from users where role = 'admin' and id = any($1::uuid[])`,
          [[admin.userId, rival.userId]],
        );
        return result.rows.map((row) => row.id);
      });
      expect(admins).toHaveLength(1);
      // Whoever lost, the test's admin is an admin again for the tests after this one.
      await setRole(admin.userId, 'admin');
    });
  });
});

describe('disabling an account', () => {
  it('ends every session on its next request and refuses its logins', async () => {
    const fan = await account(uniqueEmail('disable'));
    const laptop = await newSession(t.baseUrl, fan);
    expect((await call(t.baseUrl, 'GET', '/api/auth/role', { token: fan.token })).status).toBe(200);

    const disabled = await asAdmin('POST', `/users/${fan.userId}/disable`, {
      reason: '  Chargeback fraud  ',
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.disabled_at).not.toBeNull();
    expect(disabled.body.sessions).toEqual([]);

    // Access tokens issued before are refused at once, and the refresh cookie renews nothing.
    for (const token of [fan.token, laptop.token]) {
      expectEnvelope(
        await call(t.baseUrl, 'GET', '/api/auth/role', { token }),
        401,
        'PLATFORM.AUTH_REQUIRED',
      );
    }
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/auth/session', { cookie: laptop.cookie }),
      401,
      'AUTH.SESSION_ENDED',
    );
    // The right password hears why; a wrong one hears nothing more than ever.
    const refused = await call(t.baseUrl, 'POST', '/api/auth/login', {
      ip: randomIp(),
      body: { email: fan.email, password: STRONG_PASSWORD },
    });
    expectEnvelope(refused, 403, 'AUTH.ACCOUNT_DISABLED');
    expect(refused.body.message).toMatch(/has been disabled/);
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/auth/login', {
        ip: randomIp(),
        body: { email: fan.email, password: 'not-the-password-at-all' },
      }),
      401,
      'AUTH.INVALID_CREDENTIALS',
    );
    const stored = await withDb(async (db) => {
      const result = await db.query<{ live: string }>(
        `select count(*) filter (where revoked_at is null) as live from auth_sessions
         where user_id = $1`,
        [fan.userId],
      );
      return Number(result.rows[0]?.live);
    });
    expect(stored).toBe(0);

    // Disabling again changes nothing; enabling lets the account log in afresh.
    expect((await asAdmin('POST', `/users/${fan.userId}/disable`)).status).toBe(200);
    const enabled = await asAdmin('POST', `/users/${fan.userId}/enable`);
    expect(enabled.body.disabled_at).toBeNull();
    const back = await call(t.baseUrl, 'POST', '/api/auth/login', {
      ip: randomIp(),
      body: { email: fan.email, password: STRONG_PASSWORD },
    });
    expect(back.status).toBe(200);

    const rows = await auditRowsFor(fan.userId);
    expect(rows.map((row) => row.action)).toEqual(['user.disable', 'user.enable']);
    expect(rows[0]).toMatchObject({
      actor_id: admin.userId,
      before: { disabled_at: null },
      after: { disabled_at: disabled.body.disabled_at, reason: 'Chargeback fraud' },
      ip: adminIp,
    });
    expect(rows[1]).toMatchObject({
      before: { disabled_at: disabled.body.disabled_at },
      after: { disabled_at: null },
    });
    expect(rows[1]?.after).not.toHaveProperty('reason');
    expectEnvelope(
      await asAdmin('POST', `/users/${fan.userId}/disable`, { reason: 'x'.repeat(201) }),
      400,
    );

    const listed = await listAll(`q=${encodeURIComponent(fan.email)}&status=active`, 10);
    expect(listed.map((user) => user.id)).toEqual([fan.userId]);
  });

  it('never lets an admin disable themselves', async () => {
    const before = await auditCount();
    const refused = await asAdmin('POST', `/users/${admin.userId}/disable`);
    expectEnvelope(refused, 409, 'ADMIN.CANNOT_DISABLE_SELF');
    expect(await auditCount()).toBe(before);
    expect((await asAdmin('GET', `/users/${admin.userId}`)).body.disabled_at).toBeNull();
  });

  it('a disabled admin is refused like anyone else', async () => {
    const other = await account(uniqueEmail('other-admin'));
    await setRole(other.userId, 'admin');
    await enrol(t.baseUrl, other.token);
    expect((await call(t.baseUrl, 'GET', '/api/admin/me', { token: other.token })).status).toBe(
      200,
    );
    expect((await asAdmin('POST', `/users/${other.userId}/disable`)).status).toBe(200);
    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/admin/me', { token: other.token }),
      401,
      'PLATFORM.AUTH_REQUIRED',
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
