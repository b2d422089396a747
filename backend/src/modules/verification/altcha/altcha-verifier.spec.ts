import { createChallenge, solveChallenge } from 'altcha-lib/v1';

import { altchaReplayKey } from '../domain/replay-key.js';
import type { AltchaChallenge } from '../human-verifier.js';
import { AltchaVerifier } from './altcha-verifier.js';

const HMAC_KEY = 'unit-test-verification-secret-0123456789';
/** Small, so altcha-lib's own (slow, one digest per await) solver finishes quickly. */
const MAX_NUMBER = 2_000;

const verifier = new AltchaVerifier({ hmacKey: HMAC_KEY }, { maxNumber: MAX_NUMBER });

/** What the widget submits: base64 of the challenge's fields and the number found. */
async function solve(challenge: AltchaChallenge, extra: Record<string, unknown> = {}) {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (solution === null) throw new Error('altcha-lib found no solution');
  const { algorithm, challenge: hash, salt, signature } = challenge;
  const payload = {
    algorithm,
    challenge: hash,
    number: solution.number,
    salt,
    signature,
    ...extra,
  };
  return { payload, token: btoa(JSON.stringify(payload)) };
}

const attempt = (token: string) => verifier.verify({ token, remoteIp: undefined });

describe('AltchaVerifier', () => {
  it('issues challenges in the shape the altcha widget reads, expiring in 5 minutes', async () => {
    const before = Math.floor(Date.now() / 1000);
    const challenge = await new AltchaVerifier({ hmacKey: HMAC_KEY }).challenge();
    expect(Object.keys(challenge).sort()).toEqual([
      'algorithm',
      'challenge',
      'maxnumber',
      'salt',
      'signature',
    ]);
    expect(challenge).toMatchObject({
      algorithm: 'SHA-256',
      challenge: expect.stringMatching(/^[0-9a-f]{64}$/),
      maxnumber: 20_000,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const after = Math.floor(Date.now() / 1000);
    const expires = Number(/\?expires=(\d+)&$/.exec(challenge.salt)?.[1]);
    expect(expires - before).toBeGreaterThanOrEqual(299);
    expect(expires - after).toBeLessThanOrEqual(301);
  });

  it('accepts a challenge solved by altcha-lib, to be held until it expires', async () => {
    const issuedFrom = Date.now();
    const { payload, token } = await solve(await verifier.challenge());
    const verdict = await attempt(token);
    // The challenge's five minutes, less the seconds solving it took (however slow the machine).
    const spentS = Math.ceil((Date.now() - issuedFrom) / 1000);
    expect(verdict).toEqual({
      ok: true,
      replayKey: altchaReplayKey({ ...payload, algorithm: 'SHA-256' }),
      holdForS: expect.any(Number),
    });
    if (verdict.ok) {
      expect(verdict.holdForS).toBeGreaterThanOrEqual(300 - spentS - 1);
      expect(verdict.holdForS).toBeLessThanOrEqual(301);
    }
  });

  it('names a solution the same however it is re-encoded (key order, extra fields)', async () => {
    const challenge = await verifier.challenge();
    const { payload, token } = await solve(challenge, { took: 12 });
    const reversed = Object.fromEntries(Object.entries({ ...payload, took: 99 }).reverse());
    const reordered = btoa(JSON.stringify(reversed));
    const first = await attempt(token);
    const second = await attempt(reordered);
    expect(first.ok && second.ok && first.replayKey === second.replayKey).toBe(true);
  });

  it('refuses a wrong number', async () => {
    const { payload } = await solve(await verifier.challenge());
    const wrong = btoa(JSON.stringify({ ...payload, number: payload.number + 1 }));
    expect(await attempt(wrong)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a tampered signature', async () => {
    const { payload } = await solve(await verifier.challenge());
    const flipped = (payload.signature[0] === 'a' ? 'b' : 'a') + payload.signature.slice(1);
    const tampered = btoa(JSON.stringify({ ...payload, signature: flipped }));
    expect(await attempt(tampered)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a challenge signed with another key', async () => {
    const other = new AltchaVerifier(
      { hmacKey: 'another-key-another-key-another-key' },
      {
        maxNumber: MAX_NUMBER,
      },
    );
    const { token } = await solve(await other.challenge());
    expect(await attempt(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses an expired challenge, correctly solved', async () => {
    const expired = await createChallenge({
      hmacKey: HMAC_KEY,
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() - 1000),
    });
    const { token } = await solve(expired);
    expect(await attempt(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('calls an expired but forged challenge invalid', async () => {
    const expired = await createChallenge({
      hmacKey: 'not-our-key-not-our-key-not-our-key',
      maxnumber: MAX_NUMBER,
      expires: new Date(Date.now() - 1000),
    });
    const { token } = await solve(expired);
    expect(await attempt(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a signed challenge without an expiry (it would never expire)', async () => {
    const timeless = await createChallenge({ hmacKey: HMAC_KEY, maxnumber: MAX_NUMBER });
    const { token } = await solve(timeless);
    expect(await attempt(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it.each([
    ['not base64', 'not a token!'],
    ['base64 of text', btoa('hello')],
    ['base64 of an array', btoa('[1,2]')],
    [
      'another algorithm',
      btoa(
        JSON.stringify({
          algorithm: 'SHA-1',
          challenge: 'a'.repeat(64),
          number: 1,
          salt: 'x&',
          signature: 'b'.repeat(64),
        }),
      ),
    ],
  ])('calls %s malformed', async (_label, token) => {
    expect(await attempt(token)).toEqual({ ok: false, reason: 'malformed' });
  });
});
