import { createChallenge } from 'altcha-lib/v1';

import { call, expectEnvelope } from '../support/http.js';
import { solveAltcha, solvedToken } from './altcha-solver.js';
import { type GuardedApp, handled, startGuardedApp } from './guarded-app.js';

const FAILED = 'Verification challenge failed. Please try refreshing the page.';
const ROUTE = '/api/test/verification/guarded';
const SECRET = 'guard-test-verification-secret-0123456789';

let g: GuardedApp;
beforeAll(async () => {
  g = await startGuardedApp({ VERIFICATION_SECRET: SECRET });
});
afterAll(() => g.close());

const submit = (body: unknown) => call(g.baseUrl, 'POST', ROUTE, { body });

/** A refusal in the envelope with the spec's text; the handler never ran. */
function expectRefused(reply: Awaited<ReturnType<typeof submit>>, code: string): void {
  expectEnvelope(reply, 400, code);
  expect(reply.body.message).toBe(FAILED);
  expect(reply.body.error).toBe(FAILED);
}

describe('HumanVerificationGuard on a form route', () => {
  it('lets a solved token through once; the handler runs once', async () => {
    const token = await solvedToken(g.baseUrl);
    const first = await submit({ name: 'first', cfTurnstileToken: token });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ ok: true, name: 'first' });

    const again = await submit({ name: 'again', cfTurnstileToken: token });
    expectRefused(again, 'VERIFICATION.TOKEN_REUSED');
    expect(handled.filter((name) => name === 'again')).toEqual([]);
  });

  it('lets exactly one of 20 concurrent requests with one token reach the handler', async () => {
    const token = await solvedToken(g.baseUrl);
    const replies = await Promise.all(
      Array.from({ length: 20 }, (_, i) => submit({ name: `race-${i}`, cfTurnstileToken: token })),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expectRefused(reply, 'VERIFICATION.TOKEN_REUSED');
    }
    expect(handled.filter((name) => name.startsWith('race-'))).toHaveLength(1);
  });

  it.each([
    ['no token', {}, 'VERIFICATION.TOKEN_MISSING'],
    ['an empty token', { cfTurnstileToken: '' }, 'VERIFICATION.TOKEN_MISSING'],
    ['text that is no payload', { cfTurnstileToken: 'hello' }, 'VERIFICATION.TOKEN_MALFORMED'],
  ])('refuses %s', async (_label, fields, code) => {
    expectRefused(await submit({ name: 'x', ...fields }), code);
  });

  it('refuses a solved but expired challenge', async () => {
    const expired = await createChallenge({
      hmacKey: SECRET,
      maxnumber: 1000,
      expires: new Date(Date.now() - 1000),
    });
    const reply = await submit({ name: 'late', cfTurnstileToken: solveAltcha(expired) });
    expectRefused(reply, 'VERIFICATION.TOKEN_EXPIRED');
  });

  it('refuses a tampered signature', async () => {
    const challenge = await (await fetch(`${g.baseUrl}/api/public/verification/challenge`)).json();
    const { signature } = challenge as { signature: string };
    const forged = {
      ...(challenge as object),
      signature: signature.replace(/^./, (c) => (c === '0' ? '1' : '0')),
    };
    const reply = await submit({ name: 'forged', cfTurnstileToken: solveAltcha(forged as never) });
    expectRefused(reply, 'VERIFICATION.TOKEN_INVALID');
  });

  it('refuses a non-string or over-long token at the request schema, with the same text', async () => {
    for (const cfTurnstileToken of [42, 'x'.repeat(4097)]) {
      const reply = await submit({ name: 'x', cfTurnstileToken });
      expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
      expect(reply.body.message).toBe(FAILED);
    }
  });
});
