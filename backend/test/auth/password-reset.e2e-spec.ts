import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';

import { login, newAccount, type TestAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { call, expectEnvelope, randomIp, uniqueEmail } from '../support/http.js';
import { mailsTo, resetTokenIn } from '../support/mailbox.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
const mailDir = mkdtempSync(join(tmpdir(), 'encore-mail-'));
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true', EMBEDDED_WORKER: 'true', MAIL_DIR: mailDir });
});
afterAll(() => t.close());

const requestReset = (email: string, ip = randomIp()) =>
  call(t.baseUrl, 'POST', '/api/auth/reset-password', { ip, body: { email } });
const updateWithToken = (token: string, password: string) =>
  call(t.baseUrl, 'POST', '/api/auth/update-password', { body: { password, token } });

async function resetTokenFor(account: TestAccount): Promise<string> {
  expect((await requestReset(account.email)).status).toBe(202);
  const [mail] = await mailsTo(mailDir, account.email);
  if (!mail) throw new Error('no reset mail arrived');
  return resetTokenIn(mail);
}

describe('password reset', () => {
  test('the mail links to /update-password with a 128-bit token that is stored only hashed', async () => {
    const account = await newAccount(t.baseUrl);
    const token = await resetTokenFor(account);
    const [mail] = await mailsTo(mailDir, account.email);
    expect(mail?.subject).toBe('Reset your Encore password');
    expect(mail?.text).toContain(`${t.config.env.PUBLIC_URL}/update-password?token=${token}`);
    expect(Buffer.from(token, 'base64url')).toHaveLength(16);

    const stored = await withDb(async (db) => {
      const { rows } = await db.query<{ token_hash: string; minutes: number }>(
        `select token_hash, extract(epoch from expires_at - created_at) / 60 as minutes
         from password_reset_tokens where user_id = $1`,
        [account.userId],
      );
      return rows;
    });
    expect(stored).toHaveLength(1);
    expect(stored[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]?.token_hash).not.toContain(token);
    expect(Number(stored[0]?.minutes)).toBeCloseTo(30, 5);
  });

  test('the token sets a new password once, and every session ends', async () => {
    const account = await newAccount(t.baseUrl);
    const token = await resetTokenFor(account);
    const newPassword = 'fresh-start-passphrase-9';

    const updated = await updateWithToken(token, newPassword);
    expect(updated).toMatchObject({
      status: 200,
      body: { message: 'Your password has been updated.' },
    });
    expectEnvelope(await call(t.baseUrl, 'GET', '/api/auth/role', { token: account.token }), 401);
    expectEnvelope(await login(t.baseUrl, account.email, account.password), 401);
    expect((await login(t.baseUrl, account.email, newPassword)).status).toBe(200);

    const again = await updateWithToken(token, 'yet-another-passphrase-3');
    expectEnvelope(again, 400, 'AUTH.RESET_TOKEN_INVALID');
    expect(again.body.message).toBe(
      'This password reset link is invalid or has expired. Please request a new one.',
    );
  });

  test('an expired or made-up token is refused and a weak password does not use the token up', async () => {
    const account = await newAccount(t.baseUrl);
    const token = await resetTokenFor(account);
    expectEnvelope(await updateWithToken(token, 'password'), 400, 'AUTH.WEAK_PASSWORD');
    expectEnvelope(await updateWithToken('made-up-token', 'fine-long-passphrase-1'), 400);

    await withDb((db) =>
      db.query(
        `update password_reset_tokens set expires_at = now() - interval '1 second' where user_id = $1`,
        [account.userId],
      ),
    );
    expectEnvelope(
      await updateWithToken(token, 'fine-long-passphrase-1'),
      400,
      'AUTH.RESET_TOKEN_INVALID',
    );
    expect((await login(t.baseUrl, account.email, account.password)).status).toBe(200);
  });

  test('known and unknown emails get the same reply, and only a known one gets mail', async () => {
    const account = await newAccount(t.baseUrl);
    const stranger = uniqueEmail('stranger');
    const known = await requestReset(account.email);
    const unknown = await requestReset(stranger);
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({
      message: 'If an account uses that email, a link to reset the password is on its way.',
    });
    // Both replies only queue the same job: neither looks the account up on the request path,
    // so neither answers sooner (the worker decides whether a mail goes out).
    const queue = t.app.get<Queue>(getQueueToken('auth'));
    const jobs = await queue.getJobs(['waiting', 'active', 'completed', 'delayed']);
    const queued = (email: string) =>
      jobs.filter((job) => (job.data as { email?: string }).email === email).map((job) => job.name);
    expect(queued(account.email)).toEqual(['password-reset-mail']);
    expect(queued(stranger)).toEqual(['password-reset-mail']);
    expect(await mailsTo(mailDir, account.email)).toHaveLength(1);
    expect(await mailsTo(mailDir, stranger, 1, 500)).toHaveLength(0);
  });

  test('the asking address waits after 3 requests for one email an hour, and after 10 in all', async () => {
    const email = uniqueEmail('flood');
    const ip = randomIp();
    for (let i = 0; i < 3; i += 1) expect((await requestReset(email, ip)).status).toBe(202);
    const limited = await requestReset(email, ip);
    expectEnvelope(limited, 429, 'AUTH.RESET_THROTTLED');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(3000);
    expect(limited.body.message).toBe('Too many attempts. Try again in 1 hour.');

    const other = randomIp();
    for (let i = 0; i < 10; i += 1)
      expect((await requestReset(uniqueEmail(), other)).status).toBe(202);
    expectEnvelope(await requestReset(uniqueEmail(), other), 429, 'AUTH.RESET_THROTTLED');
  });

  test("a stranger asking for someone's reset from many addresses never stops the owner's", async () => {
    const account = await newAccount(t.baseUrl);
    // The stranger's first address is told to wait; the owner on theirs is not.
    const stranger = randomIp();
    for (let i = 0; i < 3; i += 1) await requestReset(account.email, stranger);
    expectEnvelope(await requestReset(account.email, stranger), 429);
    for (let i = 0; i < 5; i += 1) expect((await requestReset(account.email)).status).toBe(202);
    const owners = await requestReset(account.email, account.ip);
    expect(owners.status).toBe(202);
    expect(owners.body).toEqual({
      message: 'If an account uses that email, a link to reset the password is on its way.',
    });

    // At most 5 mails per 30 minutes reach the inbox (no mail bombing) — the rest are accepted
    // silently — and while requests are dropped, a mailed link from the same window works.
    const mails = await mailsTo(mailDir, account.email, 5);
    expect(mails).toHaveLength(5);
    expect(await mailsTo(mailDir, account.email, 6, 800)).toHaveLength(5);
    const latest = mails.at(-1);
    if (!latest) throw new Error('no reset mail');
    const token = resetTokenIn(latest);
    expect((await updateWithToken(token, 'owner-is-back-passphrase-4')).status).toBe(200);
    expect((await login(t.baseUrl, account.email, 'owner-is-back-passphrase-4')).status).toBe(200);
  });

  test('a malformed email is a 400, not a silent success', async () => {
    expectEnvelope(await requestReset('not an email'), 400, 'PLATFORM.VALIDATION_FAILED');
  });
});
