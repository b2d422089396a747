import { type AuthBody, login, newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope, randomIp, type Reply, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { solvedToken } from '../verification/altcha-solver.js';

/**
 * Logins nobody else can lock (issue 15, ADR 0025). The threat model: a stranger knows the
 * owner's email and fails on purpose — from one address, from many (a botnet), or from the
 * owner's own network (one NAT address); or sprays one password over many accounts from one
 * address. None of it may keep the owner out: at worst the owner solves one proof of work.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const logInWithProof = (email: string, password: string, ip: string, token: string) =>
  call<AuthBody>(t.baseUrl, 'POST', '/api/auth/login', {
    ip,
    body: { email, password, cfTurnstileToken: token },
  });

/** `times` attempts of a wrong password from `ip`, whatever each is answered (401, 429 or 401 asking for a proof). */
async function strangerTries(email: string, ip: string, times: number): Promise<Reply<AuthBody>[]> {
  const replies: Reply<AuthBody>[] = [];
  for (let i = 0; i < times; i += 1) {
    replies.push(await login(t.baseUrl, email, `guess-${i}-Summer2026!`, ip));
  }
  return replies;
}

const statuses = (replies: Reply<unknown>[]) => replies.map((reply) => reply.status);

describe('a stranger failing on purpose locks nobody else out', () => {
  let owner: TestAccount;
  beforeEach(async () => {
    owner = await newAccount(t.baseUrl);
  });

  test("50 tries from one address: only that address waits, the owner's address logs straight in", async () => {
    const stranger = randomIp();
    const replies = await strangerTries(owner.email, stranger, 50);
    // 5 free failures, then the stranger's address is told to wait (with the time).
    expect(statuses(replies.slice(0, 5))).toEqual([401, 401, 401, 401, 401]);
    const waited = replies[5];
    if (!waited) throw new Error('no sixth reply');
    expectEnvelope(waited, 429, 'AUTH.LOGIN_THROTTLED');
    expect(waited.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
    expect(waited.body.message).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(0);
    // The growing wait held the stranger to a handful of real guesses.
    expect(replies.filter((reply) => reply.status === 401).length).toBeLessThan(10);

    const ownerLogin = await login(t.baseUrl, owner.email, owner.password, owner.ip);
    expect(ownerLogin.status).toBe(200);
    expect(ownerLogin.body.user.email).toBe(owner.email);
  });

  test('failures from many addresses ask the owner for a proof of work, which lets them in', async () => {
    const botnet = Array.from({ length: 12 }, () => randomIp());
    for (const ip of botnet)
      expect(statuses(await strangerTries(owner.email, ip, 1))).toEqual([401]);

    const asked = await login(t.baseUrl, owner.email, owner.password, owner.ip);
    expectEnvelope(asked, 401, 'AUTH.VERIFICATION_REQUIRED');
    expect(asked.body.message).toBe('Please complete the verification, then log in again.');
    expect(asked.headers.get('retry-after')).toBeNull();

    const token = await solvedToken(t.baseUrl);
    const solved = await logInWithProof(owner.email, owner.password, owner.ip, token);
    expect(solved.status).toBe(200);
    expect(solved.body.session.access_token).toEqual(expect.any(String));

    // The botnet pays too: each guess needs a fresh proof, a used one is refused.
    const reused = await logInWithProof(owner.email, 'guess-again', botnet[0] ?? '', token);
    expectEnvelope(reused, 400, 'VERIFICATION.TOKEN_REUSED');
    expectEnvelope(
      await logInWithProof(owner.email, 'guess', botnet[1] ?? '', 'bm90IGEgcGF5bG9hZA=='),
      400,
    );
    const paid = await logInWithProof(
      owner.email,
      'guess',
      botnet[2] ?? '',
      await solvedToken(t.baseUrl),
    );
    expectEnvelope(paid, 401, 'AUTH.INVALID_CREDENTIALS');
  });

  test("on the owner's own address (one NAT), other accounts there stay open", async () => {
    const shared = randomIp();
    const colleague = await newAccount(t.baseUrl);
    await strangerTries(owner.email, shared, 8);
    expect((await login(t.baseUrl, colleague.email, colleague.password, shared)).status).toBe(200);
    // The owner on the phone network is not held up either.
    expect((await login(t.baseUrl, owner.email, owner.password, randomIp())).status).toBe(200);
  });

  test('one address spraying many accounts asks that address for a proof of work, not a refusal', async () => {
    const sprayer = randomIp();
    for (let i = 0; i < 20; i += 1) {
      expectEnvelope(await login(t.baseUrl, uniqueEmail('spray'), 'Summer2026!', sprayer), 401);
    }
    // An office behind that address: its people log in with one proof of work each.
    const colleague = await newAccount(t.baseUrl);
    expectEnvelope(
      await login(t.baseUrl, colleague.email, colleague.password, sprayer),
      401,
      'AUTH.VERIFICATION_REQUIRED',
    );
    const token = await solvedToken(t.baseUrl);
    expect((await logInWithProof(colleague.email, colleague.password, sprayer, token)).status).toBe(
      200,
    );
    // Other addresses are not asked at all.
    expect((await login(t.baseUrl, colleague.email, colleague.password)).status).toBe(200);
  });
});

describe('changing the password while signed in', () => {
  const change = (account: TestAccount, body: Record<string, unknown>, ip = account.ip) =>
    call(t.baseUrl, 'POST', '/api/auth/update-password', { token: account.token, ip, body });

  test('an access token alone does not change it: the current password is required', async () => {
    const account = await newAccount(t.baseUrl);
    const bare = await change(account, { password: 'taken-over-passphrase-1' });
    expectEnvelope(bare, 400, 'AUTH.CURRENT_PASSWORD_REQUIRED');
    expect(bare.body.message).toBe('Please enter your current password.');
    expectEnvelope(
      await change(account, { password: 'taken-over-passphrase-1', currentPassword: '' }),
      400,
      'AUTH.CURRENT_PASSWORD_REQUIRED',
    );
    expect((await login(t.baseUrl, account.email, account.password)).status).toBe(200);
  });

  test('wrong current passwords are throttled like logins, with Retry-After', async () => {
    const account = await newAccount(t.baseUrl);
    for (let i = 0; i < 5; i += 1) {
      expectEnvelope(
        await change(account, { password: 'taken-over-passphrase-1', currentPassword: `no-${i}` }),
        400,
        'AUTH.CURRENT_PASSWORD_WRONG',
      );
    }
    const waiting = await change(account, {
      password: 'taken-over-passphrase-1',
      currentPassword: account.password,
    });
    expectEnvelope(waiting, 429, 'AUTH.LOGIN_THROTTLED');
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(waiting.body.message).toBe('Too many attempts. Try again in 1 second.');
    // They are the account's failures from that address: logging in from there waits too.
    expectEnvelope(await login(t.baseUrl, account.email, account.password, account.ip), 429);

    await new Promise((resolve) => setTimeout(resolve, 1100));
    const changed = await change(account, {
      password: 'my-own-new-passphrase-5',
      currentPassword: account.password,
    });
    expect(changed.status).toBe(200);
    expect((await login(t.baseUrl, account.email, 'my-own-new-passphrase-5')).status).toBe(200);
  });
});
