import { createInvite, register } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { expectEnvelope } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => t.close());

const usesOf = (code: string): Promise<number> =>
  withDb(async (db) => {
    const { rows } = await db.query<{ uses: number }>(
      'select uses from invite_codes where code = $1',
      [code],
    );
    return rows[0]?.uses ?? -1;
  });

describe('invite codes', () => {
  test('an unknown code, an expired code and a used-up code each get their own clear error', async () => {
    expectEnvelope(
      await register(t.baseUrl, { inviteCode: 'NO-SUCH-CODE' }),
      400,
      'AUTH.INVITE_UNKNOWN',
    );

    const expired = await createInvite({ maxUses: 10, expiresAt: new Date(Date.now() - 60_000) });
    const expiredReply = await register(t.baseUrl, { inviteCode: expired });
    expectEnvelope(expiredReply, 400, 'AUTH.INVITE_EXPIRED');
    expect(expiredReply.body.message).toBe('This invite code has expired.');

    const usedUp = await createInvite({ maxUses: 2, uses: 2 });
    const usedUpReply = await register(t.baseUrl, { inviteCode: usedUp });
    expectEnvelope(usedUpReply, 400, 'AUTH.INVITE_USED_UP');
    expect(usedUpReply.body.message).toBe('This invite code has already been used up.');
    expect(await usesOf(usedUp)).toBe(2);
  });

  test('a code works until its limit, then is exhausted', async () => {
    const code = await createInvite({ maxUses: 3 });
    for (let i = 0; i < 3; i += 1) {
      expect((await register(t.baseUrl, { inviteCode: code })).status).toBe(201);
    }
    expectEnvelope(await register(t.baseUrl, { inviteCode: code }), 400, 'AUTH.INVITE_USED_UP');
    expect(await usesOf(code)).toBe(3);
  });

  test('a code that expires later still works now', async () => {
    const code = await createInvite({ expiresAt: new Date(Date.now() + 3_600_000) });
    expect((await register(t.baseUrl, { inviteCode: code })).status).toBe(201);
  });

  test('ten registrations racing for the last use: exactly one wins', async () => {
    const code = await createInvite({ maxUses: 5, uses: 4 });
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => register(t.baseUrl, { inviteCode: code })),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 400)).toHaveLength(9);
    for (const loser of replies.filter((reply) => reply.status === 400)) {
      expect(loser.body.code).toBe('AUTH.INVITE_USED_UP');
    }
    expect(await usesOf(code)).toBe(5);
  });

  test('a registration that fails on a taken email gives its invite use back', async () => {
    const first = await createInvite();
    const email = `taken-${Date.now()}@example.test`;
    expect((await register(t.baseUrl, { email, inviteCode: first })).status).toBe(201);

    const second = await createInvite();
    expectEnvelope(await register(t.baseUrl, { email, inviteCode: second }), 409);
    expect(await usesOf(second)).toBe(0);
  });
});
