import { randomBytes } from 'node:crypto';

import { login, newAccount } from '../support/accounts.js';
import { call, expectEnvelope, randomIp, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { passwordChecks } from './password-checks.js';

const METRICS_TOKEN = randomBytes(32).toString('base64url');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', METRICS_TOKEN });
});
afterAll(() => t.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login without user enumeration', () => {
  test('a wrong password and an unknown email get the same reply and the same Argon2 work', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => newAccount(t.baseUrl)));
    const bodies = new Set<string>();
    for (let round = 0; round < 6; round += 1) {
      const account = accounts[round % accounts.length];
      if (!account) throw new Error('no account');
      // Alternate, and stay under the 5 free failures per account.
      for (const email of [account.email, uniqueEmail('ghost')]) {
        const before = await passwordChecks(t.baseUrl, METRICS_TOKEN);
        const reply = await login(t.baseUrl, email, `wrong-${round}-password`);
        expectEnvelope(reply, 401, 'AUTH.INVALID_CREDENTIALS');
        bodies.add(JSON.stringify(reply.body));
        // One Argon2id verification either way (the unknown email against a decoy hash), so the
        // reply takes as long whether or not the account exists (timings: make bench-login).
        expect((await passwordChecks(t.baseUrl, METRICS_TOKEN)) - before).toBe(1);
      }
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        statusCode: 401,
        code: 'AUTH.INVALID_CREDENTIALS',
        error: 'Invalid email or password.',
        message: 'Invalid email or password.',
      }),
    ]);
  });
});

describe('login rate limits', () => {
  test('after 5 failures the same address waits longer each time, told how long', async () => {
    const account = await newAccount(t.baseUrl);
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      expectEnvelope(await login(t.baseUrl, account.email, 'wrong-password-1', ip), 401);
    }
    const locked = await login(t.baseUrl, account.email, account.password, ip);
    expectEnvelope(locked, 429, 'AUTH.LOGIN_THROTTLED');
    expect(locked.body.message).toBe('Too many attempts. Try again in 1 second.');
    expect(locked.headers.get('retry-after')).toBe('1');

    await sleep(1100);
    expectEnvelope(await login(t.baseUrl, account.email, 'wrong-password-2', ip), 401);
    const longer = await login(t.baseUrl, account.email, account.password, ip);
    expectEnvelope(longer, 429);
    expect(longer.headers.get('retry-after')).toBe('2');
    expect(longer.body.message).toBe('Too many attempts. Try again in 2 seconds.');

    await sleep(2100);
    expect((await login(t.baseUrl, account.email, account.password, ip)).status).toBe(200);
    // A success clears the pair's failures: the next mistake is free again.
    expectEnvelope(await login(t.baseUrl, account.email, 'wrong-password-3', ip), 401);
    expect((await login(t.baseUrl, account.email, account.password, ip)).status).toBe(200);
  });

  test('without a token the account calls answer 401 in the envelope', async () => {
    for (const path of ['/api/auth/role', '/api/user/profile', '/api/auth/session']) {
      expectEnvelope(await call(t.baseUrl, 'GET', path), 401);
    }
    const forged = await call(t.baseUrl, 'GET', '/api/auth/role', {
      token: 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    });
    expectEnvelope(forged, 401, 'PLATFORM.AUTH_REQUIRED');
  });
});
