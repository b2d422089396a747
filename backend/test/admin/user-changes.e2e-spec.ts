import { STRONG_PASSWORD } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, uniqueEmail } from '../support/http.js';
import { enrol, newSession, setRole } from './second-factor-steps.js';
import {
  account,
  admin,
  adminIp,
  type AdminUserDetail,
  asAdmin,
  auditCount,
  auditRowsFor,
  listAll,
  t,
  useUsersApp,
} from './users-suite.js';

/**
 * Admins changing accounts (docs/adr/0036): role changes that never leave Encore without an
 * admin, and disabling an account, whose sessions end on their next request. Every change writes
 * one audit row in its own transaction; a refused one writes none.
 */
useUsersApp();

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
