import sharp from 'sharp';

import {
  type AuthBody,
  createInvite,
  refreshCookie,
  register,
  STRONG_PASSWORD,
} from '../support/accounts.js';
import { call, expectEnvelope, randomIp, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

describe('an account from invite to logout', () => {
  test('register → session → role → profile → avatar → logout → the old token is refused', async () => {
    const email = uniqueEmail('Lifecycle');
    const ip = randomIp();
    const inviteCode = await createInvite({ maxUses: 5 });

    const registered = await register(
      t.baseUrl,
      { email, displayName: '  Nova Reyes ', inviteCode: inviteCode.toLowerCase() },
      ip,
    );
    expect(registered.status).toBe(201);
    expect(registered.body.user).toEqual({
      id: expect.any(String),
      email: email.toLowerCase(),
      display_name: 'Nova Reyes',
      avatar_url: null,
      role: 'listener',
    });
    const { session } = registered.body;
    expect(session).toEqual({
      access_token: expect.stringMatching(/^eyJ/),
      token_type: 'bearer',
      expires_in: 900,
      expires_at: expect.any(Number),
      refresh_token: expect.any(String),
    });
    const cookie = refreshCookie(registered);
    expect(registered.headers.getSetCookie()[0]).toMatch(/HttpOnly; SameSite=Strict/i);
    const token = session.access_token;

    const current = await call<AuthBody & { role: string }>(t.baseUrl, 'GET', '/api/auth/session', {
      token,
    });
    expect(current.status).toBe(200);
    expect(current.body.user.email).toBe(email.toLowerCase());
    expect(current.body.role).toBe('listener');
    expect(current.body.session.access_token).toBe(token);
    expect(current.body.session.refresh_token).toBeNull();

    const role = await call(t.baseUrl, 'GET', '/api/auth/role', { token });
    expect(role).toMatchObject({ status: 200, body: { role: 'listener' } });

    const profile = await call(t.baseUrl, 'GET', '/api/user/profile', { token });
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      id: registered.body.user.id,
      email: email.toLowerCase(),
      display_name: 'Nova Reyes',
      avatar_url: null,
      role: 'listener',
      created_at: expect.any(String),
      artist: null,
    });

    const renamed = await call(t.baseUrl, 'PUT', '/api/user/profile', {
      token,
      body: { display_name: 'Nova R.' },
    });
    expect(renamed).toMatchObject({ status: 200, body: { display_name: 'Nova R.' } });

    const jpeg = await sharp({
      create: { width: 800, height: 600, channels: 3, background: '#ff0054' },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([jpeg], { type: 'image/jpeg' }), 'me.jpg');
    const avatar = await call<{ url: string }>(t.baseUrl, 'POST', '/api/user/avatar', {
      token,
      body: form,
    });
    expect(avatar.status).toBe(201);
    expect(avatar.body.url).toMatch(/^\/media\/images\/avatars\/[0-9a-f-]{36}\.webp$/);
    const withAvatar = await call(t.baseUrl, 'GET', '/api/user/profile', { token });
    expect(withAvatar.body.avatar_url).toBe(avatar.body.url);

    const loggedOut = await call(t.baseUrl, 'GET', '/api/auth/logout', { token, cookie });
    expect(loggedOut.status).toBe(200);
    expect(loggedOut.headers.getSetCookie().join()).toMatch(/encore_refresh=;/);

    expectEnvelope(
      await call(t.baseUrl, 'GET', '/api/user/profile', { token }),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/auth/role', { token }), 401);
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/auth/session', { token, cookie }), 401);
  });

  test('the email is stored and matched case-insensitively and cannot register twice', async () => {
    const email = uniqueEmail('Twice');
    const invite = await createInvite({ maxUses: 2 });
    expect((await register(t.baseUrl, { email, inviteCode: invite })).status).toBe(201);
    const again = await register(t.baseUrl, { email: email.toUpperCase(), inviteCode: invite });
    expectEnvelope(again, 409, 'AUTH.EMAIL_TAKEN');
    expect(again.body).not.toHaveProperty('user');
  });

  test('bad registration input gets 400 naming the first bad field in its words, and weak passwords the rule', async () => {
    const invite = await createInvite();
    const invalid = await call(t.baseUrl, 'POST', '/api/auth/register', {
      ip: randomIp(),
      body: { email: 'not-an-email', password: 'x', displayName: '', inviteCode: invite },
    });
    expectEnvelope(invalid, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(invalid.body.message).toBe('Please enter a valid email address.');
    expect(invalid.body.details).toEqual([
      { field: 'email', messages: ['Please enter a valid email address.'] },
    ]);
    const nameless = await call(t.baseUrl, 'POST', '/api/auth/register', {
      ip: randomIp(),
      body: { email: 'fan@encore.test', password: 'x', displayName: ' ', inviteCode: invite },
    });
    expectEnvelope(nameless, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(nameless.body.message).toBe('Display name must be 1 to 60 characters.');

    for (const [password, message] of [
      ['short1', 'Password must be at least 8 characters.'],
      ['password123', 'This password is too common. Please choose a less guessable one.'],
      ['x'.repeat(129), 'Password must be at most 128 characters.'],
    ] as const) {
      const weak = await register(t.baseUrl, { password, inviteCode: invite });
      expectEnvelope(weak, 400, 'AUTH.WEAK_PASSWORD');
      expect(weak.body).toMatchObject({ message, details: [{ field: 'password' }] });
    }
    // None of the refused attempts used the single-use code.
    expect((await register(t.baseUrl, { inviteCode: invite })).status).toBe(201);
  });

  test('unknown fields are refused rather than silently dropped', async () => {
    const reply = await call(t.baseUrl, 'POST', '/api/auth/login', {
      ip: randomIp(),
      body: { email: uniqueEmail(), password: STRONG_PASSWORD, role: 'admin' },
    });
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
  });
});
