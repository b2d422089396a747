import { Redis } from 'ioredis';

import { HumanVerification } from '../../src/modules/verification/index.js';
import { parseAltchaPayload } from '../../src/modules/verification/domain/altcha-payload.js';
import { altchaReplayKey } from '../../src/modules/verification/domain/replay-key.js';
import { AppError } from '../../src/platform/http/index.js';
import { call, expectEnvelope } from '../support/http.js';
import { testRedisSettings } from '../support/redis.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { type ChallengeReply, solveAltcha, solvedToken } from './altcha-solver.js';

const FAILED = 'Verification challenge failed. Please try refreshing the page.';

let t: TestApp;
let verification: HumanVerification;
/** A client outside the app's namespace, to see where its keys really are. */
const { REDIS_URL, REDIS_KEY_PREFIX } = testRedisSettings();
const raw = new Redis(REDIS_URL);

beforeAll(async () => {
  t = await startTestApp();
  verification = t.app.get(HumanVerification);
});
afterAll(async () => {
  await t.close();
  raw.disconnect();
});

/** The code a verification refusal carries (the test fails on anything else). */
async function refusedWith(promise: Promise<void>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  expect(error.message).toBe(FAILED);
  return error.code;
}

describe('GET /api/public/verification/challenge', () => {
  it('hands out a fresh signed challenge in the altcha widget’s shape, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const first = await call<ChallengeReply>(
      t.baseUrl,
      'GET',
      '/api/public/verification/challenge',
    );
    const second = await call<ChallengeReply>(
      t.baseUrl,
      'GET',
      '/api/public/verification/challenge',
    );
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('no-store');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Object.keys(first.body).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(first.body).toEqual({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 20_000,
      salt: expect.stringMatching(/^[0-9a-f]{24}\?expires=\d+&$/),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    // Five minutes from when the server issued it, somewhere between `before` and now.
    const after = Math.floor(Date.now() / 1000);
    const expires = Number(/expires=(\d+)/.exec(first.body.salt)?.[1]);
    expect(expires - before).toBeGreaterThanOrEqual(299);
    expect(expires - after).toBeLessThanOrEqual(301);
    expect(second.body.salt).not.toBe(first.body.salt);
    expect(second.body.challenge).not.toBe(first.body.challenge);
  });

  it('is solvable by the widget’s own method within maxnumber', async () => {
    await expect(verification.verify(await solvedToken(t.baseUrl))).resolves.toBeUndefined();
  });
});

describe('GET /api/public/verification/config', () => {
  it('tells the client to load the ALTCHA widget and where its challenge is', async () => {
    const reply = await call(t.baseUrl, 'GET', '/api/public/verification/config');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      provider: 'altcha',
      challengeUrl: '/api/public/verification/challenge',
    });
  });
});

describe('HumanVerification (ALTCHA, real Redis)', () => {
  it('accepts a solved token once and refuses it the second time', async () => {
    const token = await solvedToken(t.baseUrl);
    await expect(verification.verify(token, '198.51.100.7')).resolves.toBeUndefined();
    expect(await refusedWith(verification.verify(token, '198.51.100.7'))).toBe(
      'VERIFICATION.TOKEN_REUSED',
    );
  });

  it('keeps the used token under the deployment’s key prefix until its challenge expires', async () => {
    const issuedFrom = Date.now();
    const token = await solvedToken(t.baseUrl);
    await verification.verify(token);
    const payload = parseAltchaPayload(token);
    if (payload === null) throw new Error('unreadable token');
    const key = `${REDIS_KEY_PREFIX}:verification:used:${altchaReplayKey(payload)}`;
    expect(REDIS_KEY_PREFIX).toMatch(/^encore_test_/);
    const ttl = await raw.ttl(key);
    // The challenge's five minutes, less the seconds spent since it was asked for.
    const spentS = Math.ceil((Date.now() - issuedFrom) / 1000);
    expect(ttl).toBeGreaterThanOrEqual(300 - spentS - 1);
    expect(ttl).toBeLessThanOrEqual(301);
  });

  it('lets exactly one of 20 concurrent submissions of one token through', async () => {
    const token = await solvedToken(t.baseUrl);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => verification.verify(token)),
    );
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const codes = outcomes.flatMap((o) =>
      o.status === 'rejected' ? [(o.reason as AppError).code] : [],
    );
    expect(codes).toEqual(Array.from({ length: 19 }, () => 'VERIFICATION.TOKEN_REUSED'));
  });

  it('refuses a wrong answer without spending the challenge', async () => {
    const token = await solvedToken(t.baseUrl);
    const payload = JSON.parse(Buffer.from(token, 'base64').toString()) as { number: number };
    const wrong = Buffer.from(JSON.stringify({ ...payload, number: payload.number + 1 })).toString(
      'base64',
    );
    expect(await refusedWith(verification.verify(wrong))).toBe('VERIFICATION.TOKEN_INVALID');
    await expect(verification.verify(token)).resolves.toBeUndefined();
  });

  it('refuses a challenge signed by another server', async () => {
    const other = await startTestApp({ VERIFICATION_SECRET: 'o'.repeat(48) });
    try {
      const foreign = solveAltcha(
        (await call<ChallengeReply>(other.baseUrl, 'GET', '/api/public/verification/challenge'))
          .body,
      );
      expect(await refusedWith(verification.verify(foreign))).toBe('VERIFICATION.TOKEN_INVALID');
    } finally {
      await other.close();
    }
  });
});

it('answers unknown verification paths with the envelope', async () => {
  expectEnvelope(await call(t.baseUrl, 'GET', '/api/public/verification/nope'), 404);
});
