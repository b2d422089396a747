import { newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  enrol,
  type EnrolmentStart,
  newSession,
  secondFactorCall as sf,
  totpCode,
  wrongCode,
} from './second-factor-steps.js';

/** TOTP enrolment, verification, replay, recovery codes and throttling (docs/adr/0031). */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('enrolment', () => {
  let account: TestAccount;
  beforeAll(async () => {
    account = await newAccount(t.baseUrl);
  });

  it('is refused without a session', async () => {
    expectEnvelope(
      await call(t.baseUrl, 'POST', '/api/auth/second-factor/enrolment', { body: {} }),
      401,
      'PLATFORM.AUTH_REQUIRED',
    );
  });

  it('gives a secret, an otpauth URI and a QR code; the first code enables it', async () => {
    const before = await sf(t.baseUrl, account.token, 'GET', '');
    expect(before.body).toEqual({
      enrolled: false,
      second_factor: 'not_passed',
      recovery_codes_left: 0,
    });

    const start = await sf<EnrolmentStart>(t.baseUrl, account.token, 'POST', '/enrolment');
    expect(start.status).toBe(201);
    const { secret, otpauth_uri: uri, qr_code: qr } = start.body;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const parsed = new URL(uri);
    expect(parsed.protocol).toBe('otpauth:');
    expect(parsed.searchParams.get('secret')).toBe(secret);
    expect(parsed.searchParams.get('issuer')).toBe('Encore');
    expect(decodeURIComponent(parsed.pathname)).toContain(account.email);
    expect(qr).toMatch(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/);

    expectEnvelope(
      await sf(t.baseUrl, account.token, 'POST', '/enrolment/confirm', {
        code: await wrongCode(secret),
      }),
      400,
      'SECOND_FACTOR.CODE_WRONG',
    );
    expectEnvelope(
      await sf(t.baseUrl, account.token, 'POST', '/enrolment/confirm', { code: 'abcdef' }),
      400,
      'PLATFORM.VALIDATION_FAILED',
    );

    const confirm = await sf(t.baseUrl, account.token, 'POST', '/enrolment/confirm', {
      code: await totpCode(secret),
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toEqual({
      enrolled: true,
      second_factor: 'passed',
      recovery_codes_left: 10,
      recovery_codes: expect.any(Array),
    });
    const codes = confirm.body.recovery_codes ?? [];
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}(-[0-9a-z]{4}){3}$/);

    // Stored: the secret sealed, the recovery codes as salted hashes only.
    const stored = await withDb(async (db) => ({
      factor: (await db.query('select * from second_factors where user_id = $1', [account.userId]))
        .rows[0] as Record<string, unknown>,
      codes: (
        await db.query('select * from second_factor_recovery_codes where user_id = $1', [
          account.userId,
        ])
      ).rows as Record<string, unknown>[],
    }));
    expect(JSON.stringify(stored)).not.toContain(secret);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ''));
    expect(stored.codes).toHaveLength(10);

    // Once enabled, the secret is never handed out again.
    expectEnvelope(
      await sf(t.baseUrl, account.token, 'POST', '/enrolment'),
      409,
      'SECOND_FACTOR.ALREADY_ENROLLED',
    );
  });
});

describe('verification', () => {
  let account: TestAccount;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    account = await newAccount(t.baseUrl);
    ({ secret, recoveryCodes } = await enrol(t.baseUrl, account.token));
  });

  it('passes a new session with the current code and refuses the same code again', async () => {
    const session = await newSession(t.baseUrl, account);
    expect((await sf(t.baseUrl, session.token, 'GET', '')).body.second_factor).toBe('not_passed');
    const code = await totpCode(secret, 30);
    const verified = await sf(t.baseUrl, session.token, 'POST', '/verify', { code });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({
      enrolled: true,
      second_factor: 'passed',
      recovery_codes_left: 10,
    });
    expect((await sf(t.baseUrl, session.token, 'GET', '')).body.second_factor).toBe('passed');

    const replayer = await newSession(t.baseUrl, account);
    const replay = await sf(t.baseUrl, replayer.token, 'POST', '/verify', { code });
    expectEnvelope(replay, 400, 'SECOND_FACTOR.CODE_ALREADY_USED');
    expect((await sf(t.baseUrl, replayer.token, 'GET', '')).body.second_factor).toBe('not_passed');
  });

  it('refuses a wrong code with its reason', async () => {
    const session = await newSession(t.baseUrl, account);
    const reply = await sf(t.baseUrl, session.token, 'POST', '/verify', {
      code: await wrongCode(secret),
    });
    expectEnvelope(reply, 400, 'SECOND_FACTOR.CODE_WRONG');
    expect(reply.body.message).toMatch(/authenticator app/);
  });

  it('accepts a recovery code once, typed in any case', async () => {
    const [recovery = ''] = recoveryCodes;
    const first = await newSession(t.baseUrl, account);
    const used = await sf(t.baseUrl, first.token, 'POST', '/verify', {
      code: recovery.toUpperCase(),
    });
    expect(used.status).toBe(200);
    expect(used.body.recovery_codes_left).toBe(9);

    const second = await newSession(t.baseUrl, account);
    expectEnvelope(
      await sf(t.baseUrl, second.token, 'POST', '/verify', { code: recovery }),
      400,
      'SECOND_FACTOR.RECOVERY_CODE_USED',
    );
  });
});

describe('throttling', () => {
  it('answers 429 with Retry-After after five wrong codes, even to a right one', async () => {
    const account = await newAccount(t.baseUrl);
    const { secret } = await enrol(t.baseUrl, account.token);
    const session = await newSession(t.baseUrl, account);
    const wrong = await wrongCode(secret);
    for (let i = 0; i < 5; i++) {
      expectEnvelope(
        await sf(t.baseUrl, session.token, 'POST', '/verify', { code: wrong }),
        400,
        'SECOND_FACTOR.CODE_WRONG',
      );
    }
    // Per user, not per session: another device is refused as well.
    const other = await newSession(t.baseUrl, account);
    const refused = await sf(t.baseUrl, other.token, 'POST', '/verify', {
      code: await totpCode(secret, 30),
    });
    expectEnvelope(refused, 429, 'SECOND_FACTOR.CODES_THROTTLED');
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(refused.body.message).toMatch(/^Too many attempts\. Try again in \d+ minutes?\.$/);
  });
});

describe('turning it off', () => {
  it('needs a right code, then forgets the enrolment and every session mark', async () => {
    const account = await newAccount(t.baseUrl);
    const { secret } = await enrol(t.baseUrl, account.token);
    expectEnvelope(
      await sf(t.baseUrl, account.token, 'POST', '/disable', { code: await wrongCode(secret) }),
      400,
      'SECOND_FACTOR.CODE_WRONG',
    );
    const off = await sf(t.baseUrl, account.token, 'POST', '/disable', {
      code: await totpCode(secret, 30),
    });
    expect(off.status).toBe(200);
    expect((await sf(t.baseUrl, account.token, 'GET', '')).body).toEqual({
      enrolled: false,
      second_factor: 'not_passed',
      recovery_codes_left: 0,
    });
    expectEnvelope(
      await sf(t.baseUrl, account.token, 'POST', '/verify', { code: await totpCode(secret) }),
      409,
      'SECOND_FACTOR.NOT_ENROLLED',
    );
  });
});
