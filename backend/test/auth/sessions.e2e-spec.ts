import { createHash } from 'node:crypto';

import { JwtService } from '@nestjs/jwt';

import { type AuthBody, login, newAccount, refreshCookie } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

type SessionReply = AuthBody & { role: string };
const session = (options: { token?: string; cookie?: string }) =>
  call<SessionReply>(t.baseUrl, 'GET', '/api/auth/session', options);
const role = (token: string) => call(t.baseUrl, 'GET', '/api/auth/role', { token });

/** Pretends a refresh token was used long ago, beyond the two-tabs grace period. */
const ageRefreshUse = (cookie: string) =>
  withDb((db) =>
    db.query(
      `update refresh_tokens set used_at = now() - interval '1 minute' where token_hash = $1`,
      [
        createHash('sha256')
          .update(cookie.split('=')[1] ?? '')
          .digest('hex'),
      ],
    ),
  );

/** An access token made here with the app's secret, to probe what the server accepts. */
function sign(payload: object, options: Record<string, unknown> = {}): string {
  return new JwtService().sign(payload, {
    secret: t.config.env.JWT_SECRET,
    algorithm: 'HS256',
    audience: 'encore-api',
    issuer: new URL(t.config.env.PUBLIC_URL).origin,
    expiresIn: 900,
    ...options,
  });
}

const sessionIdOf = (userId: string): Promise<string | undefined> =>
  withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(
      'select id from auth_sessions where user_id = $1 order by created_at limit 1',
      [userId],
    );
    return rows[0]?.id;
  });

describe('refresh tokens', () => {
  test('the cookie renews an expired or missing access token and rotates itself', async () => {
    const account = await newAccount(t.baseUrl);
    const renewed = await session({ cookie: account.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.body.user.id).toBe(account.userId);
    expect(renewed.body.role).toBe('listener');
    expect(renewed.body.session.access_token).not.toBe(account.token);
    expect(renewed.body.session.refresh_token).toEqual(expect.any(String));
    const rotated = refreshCookie(renewed);
    expect(rotated).not.toBe(account.cookie);
    expect(rotated).toBe(`encore_refresh=${renewed.body.session.refresh_token ?? ''}`);
    expect((await role(renewed.body.session.access_token)).status).toBe(200);
  });

  test('reusing a rotated refresh token ends the whole family', async () => {
    const account = await newAccount(t.baseUrl);
    const renewed = await session({ cookie: account.cookie });
    const newToken = renewed.body.session.access_token;
    const newCookie = refreshCookie(renewed);
    await ageRefreshUse(account.cookie);

    const replay = await session({ cookie: account.cookie });
    expectEnvelope(replay, 401, 'AUTH.SESSION_ENDED');
    expect(replay.body.message).toBe('Your session has ended. Please log in again.');
    expectEnvelope(await role(newToken), 401);
    expectEnvelope(await session({ cookie: newCookie }), 401, 'AUTH.SESSION_ENDED');
    const [row] = await withDb(
      async (db) =>
        (
          await db.query<{ revoked_reason: string }>(
            'select revoked_reason from auth_sessions where user_id = $1',
            [account.userId],
          )
        ).rows,
    );
    expect(row?.revoked_reason).toBe('refresh_reuse');
  });

  test('two tabs refreshing at the same moment both stay signed in', async () => {
    const account = await newAccount(t.baseUrl);
    const replies = await Promise.all(
      Array.from({ length: 4 }, () => session({ cookie: account.cookie })),
    );
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200]);
    const rotations = replies.filter((reply) => reply.body.session.refresh_token !== null);
    expect(rotations).toHaveLength(1);
    for (const reply of replies)
      expect((await role(reply.body.session.access_token)).status).toBe(200);
  });

  test('a valid token is returned as is; one about to expire is renewed when the cookie comes', async () => {
    const account = await newAccount(t.baseUrl);
    const fresh = await session({ token: account.token, cookie: account.cookie });
    expect(fresh.body.session.access_token).toBe(account.token);
    expect(fresh.body.session.refresh_token).toBeNull();
    expect(fresh.headers.getSetCookie()).toEqual([]);

    const sessionId = await sessionIdOf(account.userId);
    const expiring = sign({ sid: sessionId }, { subject: account.userId, expiresIn: 120 });
    const renewed = await session({ token: expiring, cookie: account.cookie });
    expect(renewed.status).toBe(200);
    expect(renewed.body.session.access_token).not.toBe(expiring);
    expect(renewed.body.session.refresh_token).toEqual(expect.any(String));
  });
});

describe('access tokens', () => {
  test('only HS256 with our secret, audience and issuer, and not expired, is accepted', async () => {
    const account = await newAccount(t.baseUrl);
    const claims = { sid: await sessionIdOf(account.userId) };
    const subject = account.userId;
    expect((await role(sign(claims, { subject }))).status).toBe(200);
    for (const bad of [
      sign(claims, { subject, algorithm: 'HS512' }),
      sign(claims, { subject, secret: 'another-secret-that-is-at-least-32-bytes!!' }),
      sign(claims, { subject, audience: 'someone-else' }),
      sign(claims, { subject, issuer: 'https://evil.example' }),
      sign(claims, { subject, expiresIn: -10 }),
    ]) {
      expectEnvelope(await role(bad), 401, 'PLATFORM.AUTH_REQUIRED');
    }
  });
});

describe('ending sessions', () => {
  test('logout ends only its own session', async () => {
    const account = await newAccount(t.baseUrl);
    const other = await login(t.baseUrl, account.email, account.password);
    await call(t.baseUrl, 'GET', '/api/auth/logout', { token: account.token });
    expectEnvelope(await role(account.token), 401);
    expect((await role(other.body.session.access_token)).status).toBe(200);
  });

  test('changing the password keeps this session and ends every other one', async () => {
    const account = await newAccount(t.baseUrl);
    const laptop = await login(t.baseUrl, account.email, account.password);
    const newPassword = 'another-long-passphrase-77';
    const changed = await call(t.baseUrl, 'POST', '/api/auth/update-password', {
      token: account.token,
      body: { password: newPassword, currentPassword: account.password },
    });
    expect(changed).toMatchObject({
      status: 200,
      body: { message: 'Your password has been updated.' },
    });
    expect((await role(account.token)).status).toBe(200);
    expectEnvelope(await role(laptop.body.session.access_token), 401);
    expectEnvelope(await session({ cookie: refreshCookie(laptop) }), 401);
    expectEnvelope(await login(t.baseUrl, account.email, account.password), 401);
    expect((await login(t.baseUrl, account.email, newPassword)).status).toBe(200);
  });

  test('a wrong current password or no token changes nothing', async () => {
    const account = await newAccount(t.baseUrl);
    const wrong = await call(t.baseUrl, 'POST', '/api/auth/update-password', {
      token: account.token,
      body: { password: 'brand-new-passphrase-1', currentPassword: 'not-my-password' },
    });
    expectEnvelope(wrong, 400, 'AUTH.CURRENT_PASSWORD_WRONG');
    const anonymous = await call(t.baseUrl, 'POST', '/api/auth/update-password', {
      body: { password: 'brand-new-passphrase-1' },
    });
    expectEnvelope(anonymous, 401);
    expect((await login(t.baseUrl, account.email, account.password)).status).toBe(200);
  });
});
