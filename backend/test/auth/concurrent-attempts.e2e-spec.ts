import { randomBytes } from 'node:crypto';

import { enrol, newSession, secondFactorCall, wrongCode } from '../admin/second-factor-steps.js';
import { type AuthBody, createInvite, login, newAccount, register } from '../support/accounts.js';
import { call, expectEnvelope, randomIp, type Reply, uniqueEmail } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { passwordChecks, waitsServedWithin } from './password-checks.js';
import { solvedToken } from '../verification/altcha-solver.js';

/**
 * No limit can be passed by sending in parallel (issue 23): each attempt is reserved in its limits
 * before the password or code is checked. Counted here are the Argon2 verifications themselves
 * (the app's `encore_auth_password_checks_total`), not only the replies.
 */
const METRICS_TOKEN = randomBytes(32).toString('base64url');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', METRICS_TOKEN });
});
afterAll(() => t.close());

const codes = (replies: Reply<unknown>[]) =>
  replies.map((reply) => (reply.body as { code?: string }).code ?? String(reply.status));
const countOf = (all: string[], code: string) => all.filter((c) => c === code).length;

describe('attempts sent at the same moment', () => {
  test('200 wrong logins for one account from one address: 5 passwords checked, the rest wait', async () => {
    const owner = await newAccount(t.baseUrl);
    const stranger = randomIp();
    const before = await passwordChecks(t.baseUrl, METRICS_TOKEN);
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, i) => login(t.baseUrl, owner.email, `guess-${i}`, stranger)),
    );
    const checked = (await passwordChecks(t.baseUrl, METRICS_TOKEN)) - before;
    // 5 free, plus at most one per wait that could have run out while the burst was answered
    // (measured here, so an upper bound of the server's own time).
    expect(checked).toBeGreaterThanOrEqual(5);
    expect(checked).toBeLessThanOrEqual(5 + waitsServedWithin(performance.now() - started));
    const answered = codes(replies);
    expect(countOf(answered, 'AUTH.INVALID_CREDENTIALS')).toBe(checked);
    expect(countOf(answered, 'AUTH.LOGIN_THROTTLED')).toBe(200 - checked);
    const waited = replies.find((reply) => reply.status === 429);
    expect(waited?.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);

    // The owner, from their own address, logs in at once.
    const ownerLogin = await login(t.baseUrl, owner.email, owner.password, owner.ip);
    expect(ownerLogin.status).toBe(200);
  });

  test('wrong logins spread over many addresses at once: past 10 the account asks for proofs', async () => {
    const owner = await newAccount(t.baseUrl);
    const before = await passwordChecks(t.baseUrl, METRICS_TOKEN);
    const replies = await Promise.all(
      Array.from({ length: 60 }, (_, i) => login(t.baseUrl, owner.email, `guess-${i}`, randomIp())),
    );
    expect((await passwordChecks(t.baseUrl, METRICS_TOKEN)) - before).toBe(10);
    expect(countOf(codes(replies), 'AUTH.VERIFICATION_REQUIRED')).toBe(50);
  });

  test('50 wrong second-factor codes at once: 5 are checked, the rest wait', async () => {
    const account = await newAccount(t.baseUrl);
    const { secret } = await enrol(t.baseUrl, account.token);
    const session = await newSession(t.baseUrl, account);
    const wrong = await wrongCode(secret);
    const replies = await Promise.all(
      Array.from({ length: 50 }, () =>
        secondFactorCall(t.baseUrl, session.token, 'POST', '/verify', { code: wrong }),
      ),
    );
    const answered = codes(replies);
    expect(countOf(answered, 'SECOND_FACTOR.CODE_WRONG')).toBe(5);
    expect(countOf(answered, 'SECOND_FACTOR.CODES_THROTTLED')).toBe(45);
  });

  test('20 password-reset requests at once from one address: 3 accepted, the rest wait', async () => {
    const account = await newAccount(t.baseUrl);
    const ip = randomIp();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(t.baseUrl, 'POST', '/api/auth/reset-password', { ip, body: { email: account.email } }),
      ),
    );
    expect(replies.filter((reply) => reply.status === 202)).toHaveLength(3);
    expect(countOf(codes(replies), 'AUTH.RESET_THROTTLED')).toBe(17);
  });
});

describe('registration: the invite is the credential', () => {
  test('after 30 wrong codes from an address, a valid invite from it registers once a proof is solved', async () => {
    const ip = randomIp();
    for (let i = 0; i < 30; i += 1) {
      const wrong = await register(t.baseUrl, { inviteCode: `NO-SUCH-CODE-${i}` }, ip);
      expect(wrong.status === 400 || wrong.status === 401).toBe(true);
    }
    const inviteCode = await createInvite();
    const email = uniqueEmail();
    const asked = await register(t.baseUrl, { email, inviteCode }, ip);
    // A valid code is never refused for what others on the address did.
    expect(asked.status).toBe(201);
    expect((asked.body as AuthBody).user.email).toBe(email);
  });

  test('wrong codes past 10 an hour from an address ask for a proof of work, then are answered', async () => {
    const ip = randomIp();
    const replies: Reply<unknown>[] = [];
    for (let i = 0; i < 11; i += 1) {
      replies.push(await register(t.baseUrl, { inviteCode: `WRONG-${i}-CODE` }, ip));
    }
    expect(countOf(codes(replies), 'AUTH.INVITE_UNKNOWN')).toBe(10);
    const asked = replies[10];
    if (!asked) throw new Error('no 11th reply');
    expectEnvelope(asked, 401, 'AUTH.VERIFICATION_REQUIRED');
    expect(asked.body).toMatchObject({
      message: 'Please complete the verification, then register again.',
    });
    const solved = await call(t.baseUrl, 'POST', '/api/auth/register', {
      ip,
      body: {
        email: uniqueEmail(),
        password: 'velvet-quasar-meadow-42',
        displayName: 'Mistyped Code',
        inviteCode: 'WRONG-AGAIN',
        cfTurnstileToken: await solvedToken(t.baseUrl),
      },
    });
    expectEnvelope(solved, 400, 'AUTH.INVITE_UNKNOWN');
  });

  test('30 wrong codes at once from an address: 10 answered, 20 asked for a proof', async () => {
    const ip = randomIp();
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => register(t.baseUrl, { inviteCode: `RACE-${i}` }, ip)),
    );
    const answered = codes(replies);
    expect(countOf(answered, 'AUTH.INVITE_UNKNOWN')).toBe(10);
    expect(countOf(answered, 'AUTH.VERIFICATION_REQUIRED')).toBe(20);
  });

  test('25 people on one address register with valid invites within the hour, all of them', async () => {
    const ip = randomIp();
    const inviteCode = await createInvite({ maxUses: 25 });
    const statuses: number[] = [];
    for (let i = 0; i < 25; i += 1)
      statuses.push((await register(t.baseUrl, { inviteCode }, ip)).status);
    expect(statuses).toEqual(Array.from({ length: 25 }, () => 201));
  });
});
