import { Logger } from '@nestjs/common';

import { AppError } from '../../platform/http/index.js';
import {
  type AltchaChallenge,
  HumanVerifier,
  type VerificationAttempt,
  type VerificationWidget,
  type VerifierVerdict,
} from './human-verifier.js';
import type { UsedTokens } from './used-tokens.js';
import { VERIFICATION_FAILED_MESSAGE } from './verification.errors.js';
import { HumanVerification } from './verification.service.js';

class FakeVerifier extends HumanVerifier {
  readonly widget: VerificationWidget = {
    provider: 'turnstile',
    siteKey: '1x00000000000000000000AA',
  };
  readonly attempts: VerificationAttempt[] = [];
  constructor(private readonly verdict: () => Promise<VerifierVerdict>) {
    super();
  }
  challenge(): Promise<AltchaChallenge | null> {
    return Promise.resolve(null);
  }
  verify(attempt: VerificationAttempt): Promise<VerifierVerdict> {
    this.attempts.push(attempt);
    return this.verdict();
  }
}

/** An in-memory replay store with the same contract: the first claim of a key wins. */
class FakeUsedTokens {
  readonly claimed = new Map<string, number>();
  failing = false;
  claim(key: string, holdForS: number): Promise<boolean> {
    if (this.failing) return Promise.reject(new Error('redis down'));
    if (this.claimed.has(key)) return Promise.resolve(false);
    this.claimed.set(key, holdForS);
    return Promise.resolve(true);
  }
}

const ACCEPTED: VerifierVerdict = { ok: true, replayKey: 'k1', holdForS: 300 };

function setup(verdict: VerifierVerdict = ACCEPTED) {
  const verifier = new FakeVerifier(() => Promise.resolve(verdict));
  const used = new FakeUsedTokens();
  const service = new HumanVerification(verifier, used as unknown as UsedTokens);
  return { verifier, used, service };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

describe('HumanVerification.verify', () => {
  it('accepts a token once, asking the verifier with the client’s address', async () => {
    const { verifier, used, service } = setup();
    await expect(service.verify('token', '203.0.113.9')).resolves.toBeUndefined();
    expect(verifier.attempts).toEqual([{ token: 'token', remoteIp: '203.0.113.9' }]);
    expect(used.claimed.get('k1')).toBe(300);

    const again = await refusal(service.verify('token', '203.0.113.9'));
    expect([again.code, again.kind, again.message]).toEqual([
      'VERIFICATION.TOKEN_REUSED',
      'bad_request',
      VERIFICATION_FAILED_MESSAGE,
    ]);
  });

  it.each([
    [undefined, 'VERIFICATION.TOKEN_MISSING'],
    [null, 'VERIFICATION.TOKEN_MISSING'],
    ['', 'VERIFICATION.TOKEN_MISSING'],
    [42, 'VERIFICATION.TOKEN_MALFORMED'],
    [{ token: 'x' }, 'VERIFICATION.TOKEN_MALFORMED'],
    ['x'.repeat(4097), 'VERIFICATION.TOKEN_MALFORMED'],
  ])('refuses %p without asking the verifier (%s)', async (token, code) => {
    const { verifier, service } = setup();
    const error = await refusal(service.verify(token));
    expect([error.code, error.kind, error.message]).toEqual([
      code,
      'bad_request',
      VERIFICATION_FAILED_MESSAGE,
    ]);
    expect(verifier.attempts).toEqual([]);
  });

  it.each([
    ['malformed', 'VERIFICATION.TOKEN_MALFORMED'],
    ['invalid', 'VERIFICATION.TOKEN_INVALID'],
    ['expired', 'VERIFICATION.TOKEN_EXPIRED'],
  ] as const)('turns a %s verdict into %s with the spec’s text', async (reason, code) => {
    const { used, service } = setup({ ok: false, reason });
    const error = await refusal(service.verify('token'));
    expect([error.code, error.message]).toEqual([code, VERIFICATION_FAILED_MESSAGE]);
    expect(used.claimed.size).toBe(0);
  });

  it('answers 503 (not a pass) when the replay store cannot be asked', async () => {
    Logger.overrideLogger(false); // the store failure is logged as a warning on purpose
    const { used, service } = setup();
    used.failing = true;
    const error = await refusal(service.verify('token'));
    expect([error.code, error.kind]).toEqual(['VERIFICATION.UNAVAILABLE', 'unavailable']);
  });
});

describe('HumanVerification.challenge', () => {
  it('has no challenge to hand out when the provider issues its own', async () => {
    const error = await refusal(setup().service.challenge());
    expect([error.code, error.kind]).toEqual(['VERIFICATION.CHALLENGE_NOT_OFFERED', 'not_found']);
  });
});
