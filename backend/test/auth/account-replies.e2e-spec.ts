import { createInvite, login, newAccount, register } from '../support/accounts.js';
import { call, expectEnvelope, randomIp, type Reply, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** Issue 15: account replies are never cached, auth bodies are JSON only, emails stay private. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const expectNoStore = (reply: Reply<unknown>, what: string) => {
  expect({ what, cacheControl: reply.headers.get('cache-control') }).toEqual({
    what,
    cacheControl: 'no-store',
  });
};

/** A raw POST with the given content type, as another site's HTML form would send it. */
const rawPost = async (path: string, contentType: string, body: string | FormData) => {
  const response = await fetch(t.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': contentType, 'x-forwarded-for': randomIp() },
    body,
  });
  return { response, body: (await response.json()) as Record<string, unknown> };
};

describe('account and session replies', () => {
  test('login, register, session, refresh, role, profile and logout say no-store', async () => {
    const inviteCode = await createInvite();
    const registered = await register(t.baseUrl, { inviteCode });
    expectNoStore(registered, 'register');
    const account = await newAccount(t.baseUrl);
    const loggedIn = await login(t.baseUrl, account.email, account.password);
    expectNoStore(loggedIn, 'login');
    const token = loggedIn.body.session.access_token;
    expectNoStore(await call(t.baseUrl, 'GET', '/api/auth/session', { token }), 'session');
    const refreshed = await call(t.baseUrl, 'GET', '/api/auth/session', { cookie: account.cookie });
    expect(refreshed.status).toBe(200);
    expectNoStore(refreshed, 'refresh');
    expectNoStore(await call(t.baseUrl, 'GET', '/api/auth/role', { token }), 'role');
    expectNoStore(await call(t.baseUrl, 'GET', '/api/user/profile', { token }), 'profile');
    const renamed = await call(t.baseUrl, 'PUT', '/api/user/profile', {
      token,
      body: { display_name: 'Renamed Listener' },
    });
    expect(renamed.status).toBe(200);
    expectNoStore(renamed, 'profile update');
    expectNoStore(await call(t.baseUrl, 'GET', '/api/auth/logout', { token }), 'logout');
    expectNoStore(await login(t.baseUrl, account.email, 'wrong-password'), 'failed login');
  });
});

describe('auth bodies are JSON only', () => {
  test('a form post cannot log in or set the refresh cookie (415 in the envelope)', async () => {
    const account = await newAccount(t.baseUrl);
    const fields = { email: account.email, password: account.password };
    const form = new FormData();
    form.set('email', account.email);
    form.set('password', account.password);
    const attempts: [string, string | FormData][] = [
      ['application/x-www-form-urlencoded', new URLSearchParams(fields).toString()],
      // The classic trick: a text/plain form whose body happens to be JSON.
      ['text/plain', JSON.stringify(fields)],
      ['text/plain;charset=UTF-8', JSON.stringify(fields)],
    ];
    for (const [type, body] of attempts) {
      const { response, body: envelope } = await rawPost('/api/auth/login', type, body);
      expect({ type, status: response.status }).toEqual({ type, status: 415 });
      expect(envelope).toEqual({
        statusCode: 415,
        code: 'PLATFORM.UNSUPPORTED_MEDIA_TYPE',
        error: 'Send this request as JSON (Content-Type: application/json).',
        message: 'Send this request as JSON (Content-Type: application/json).',
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const multipart = await fetch(`${t.baseUrl}/api/auth/login`, { method: 'POST', body: form });
    expect(multipart.status).toBe(415);
    expect(multipart.headers.getSetCookie()).toEqual([]);

    for (const path of [
      '/api/auth/register',
      '/api/auth/reset-password',
      '/api/auth/update-password',
    ]) {
      const { response, body } = await rawPost(path, 'application/x-www-form-urlencoded', 'a=b');
      expect({ path, status: response.status, code: body.code }).toEqual({
        path,
        status: 415,
        code: 'PLATFORM.UNSUPPORTED_MEDIA_TYPE',
      });
    }
    // JSON with a charset parameter is still JSON.
    const json = await rawPost(
      '/api/auth/login',
      'application/json; charset=utf-8',
      JSON.stringify(fields),
    );
    expect(json.response.status).toBe(200);
    expect(json.response.headers.getSetCookie().join()).toContain('encore_refresh=');
  });
});

describe('registration and taken emails', () => {
  test('only a caller with a valid invite code learns that an email is taken', async () => {
    const account = await newAccount(t.baseUrl);
    const usedUp = await createInvite({ maxUses: 1, uses: 1 });
    const expired = await createInvite({ expiresAt: new Date(Date.now() - 1000) });
    const probes: [string, string][] = [
      ['NO-SUCH-CODE', 'AUTH.INVITE_UNKNOWN'],
      [usedUp, 'AUTH.INVITE_USED_UP'],
      [expired, 'AUTH.INVITE_EXPIRED'],
    ];
    for (const [inviteCode, code] of probes) {
      const reply = await register(t.baseUrl, { email: account.email, inviteCode });
      expectEnvelope(reply, 400, code);
      // The same reply as for an email nobody uses.
      const fresh = await register(t.baseUrl, { email: uniqueEmail(), inviteCode });
      expect(fresh.body).toEqual(reply.body);
    }
    const valid = await register(t.baseUrl, {
      email: account.email,
      inviteCode: await createInvite(),
    });
    expectEnvelope(valid, 409, 'AUTH.EMAIL_TAKEN');
  });

  test('an address learns at most 5 taken emails an hour', async () => {
    const ip = randomIp();
    const inviteCode = await createInvite({ maxUses: 50 });
    const accounts = await Promise.all(Array.from({ length: 6 }, () => newAccount(t.baseUrl)));
    for (const account of accounts.slice(0, 5)) {
      expectEnvelope(
        await register(t.baseUrl, { email: account.email, inviteCode }, ip),
        409,
        'AUTH.EMAIL_TAKEN',
      );
    }
    const limited = await register(t.baseUrl, { email: accounts[5]?.email ?? '', inviteCode }, ip);
    expectEnvelope(limited, 429, 'AUTH.REGISTRATION_THROTTLED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(limited.body.message).toBe('Too many attempts. Try again in 1 hour.');
  });
});
