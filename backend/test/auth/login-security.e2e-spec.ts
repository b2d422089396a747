import { login, newAccount } from '../support/accounts.js';
import { call, expectEnvelope, randomIp, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('login without user enumeration', () => {
  test('a wrong password and an unknown email get the same reply in about the same time', async () => {
    const accounts = await Promise.all(Array.from({ length: 3 }, () => newAccount(t.baseUrl)));
    const wrongPassword: number[] = [];
    const unknownEmail: number[] = [];
    const bodies = new Set<string>();
    for (let round = 0; round < 12; round += 1) {
      const account = accounts[round % accounts.length];
      if (!account) throw new Error('no account');
      // Alternate, and stay under the 5 free failures per account.
      const a = await login(t.baseUrl, account.email, `wrong-${round}-password`);
      const b = await login(t.baseUrl, uniqueEmail('ghost'), `wrong-${round}-password`);
      for (const reply of [a, b]) {
        expectEnvelope(reply, 401, 'AUTH.INVALID_CREDENTIALS');
        bodies.add(JSON.stringify(reply.body));
      }
      wrongPassword.push(a.ms);
      unknownEmail.push(b.ms);
    }
    expect([...bodies]).toEqual([
      JSON.stringify({
        statusCode: 401,
        code: 'AUTH.INVALID_CREDENTIALS',
        error: 'Invalid email or password.',
        message: 'Invalid email or password.',
      }),
    ]);
    // Both paths run one Argon2id verification (~20-40 ms); an unknown email skipping it would
    // answer in ~2 ms and fail this by a wide margin.
    const difference = Math.abs(median(wrongPassword) - median(unknownEmail));
    expect(difference).toBeLessThan(Math.max(10, median(wrongPassword) * 0.5));
    expect(median(unknownEmail)).toBeGreaterThan(median(wrongPassword) * 0.5);
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
