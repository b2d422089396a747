import { createChallenge, extractParams, verifySolution } from 'altcha-lib/v1';

import { altchaExpiresAtS, parseAltchaPayload, secondsUntil } from '../domain/altcha-payload.js';
import type { AltchaChoice } from '../domain/provider-choice.js';
import { altchaReplayKey } from '../domain/replay-key.js';
import {
  type AltchaChallenge,
  HumanVerifier,
  type VerificationAttempt,
  type VerificationWidget,
  type VerifierVerdict,
} from '../human-verifier.js';
import { CHALLENGE_URL } from '../verification.routes.js';

/**
 * The secret number is drawn from 0..maxnumber; the widget hashes from 0 until it finds it, so a
 * browser does maxnumber / 2 SHA-256 digests on average. Measured in headless Chromium on a busy
 * 2-vCPU server (one awaited digest per number, as the widget does): a median solve of ~0.35 s,
 * the whole range in 0.46–0.86 s (ADR 0020).
 */
export const ALTCHA_MAX_NUMBER = 20_000;
/** A challenge is solved within seconds of being fetched; five minutes covers a slow form. */
export const ALTCHA_CHALLENGE_TTL_S = 5 * 60;

export interface AltchaOptions {
  maxNumber?: number;
  ttlS?: number;
}

/**
 * The built-in provider: ALTCHA v1 proof of work (SHA-256) through altcha-lib, challenges signed
 * with VERIFICATION_SECRET and expiring in their salt. Stateless: any API process verifies any
 * challenge; replays are stopped by the caller's single-use claim.
 */
export class AltchaVerifier extends HumanVerifier {
  readonly widget: VerificationWidget = { provider: 'altcha', challengeUrl: CHALLENGE_URL };
  private readonly hmacKey: string;
  private readonly maxNumber: number;
  private readonly ttlS: number;

  constructor(choice: Pick<AltchaChoice, 'hmacKey'>, options: AltchaOptions = {}) {
    super();
    this.hmacKey = choice.hmacKey;
    this.maxNumber = options.maxNumber ?? ALTCHA_MAX_NUMBER;
    this.ttlS = options.ttlS ?? ALTCHA_CHALLENGE_TTL_S;
  }

  challenge(): Promise<AltchaChallenge> {
    return createChallenge({
      algorithm: 'SHA-256',
      hmacKey: this.hmacKey,
      maxnumber: this.maxNumber,
      expires: new Date(Date.now() + this.ttlS * 1000),
    });
  }

  async verify({ token }: VerificationAttempt): Promise<VerifierVerdict> {
    const payload = parseAltchaPayload(token);
    if (payload === null) return { ok: false, reason: 'malformed' };
    const expiresAtS = altchaExpiresAtS(extractParams(payload));
    // altcha-lib checks the signature, the solution and (when the salt has one) the expiry.
    if (!(await verifySolution(payload, this.hmacKey, true))) {
      // Expired only if it is genuine too: the salt alone is the sender's word.
      const expired =
        expiresAtS !== null &&
        expiresAtS * 1000 < Date.now() &&
        (await verifySolution(payload, this.hmacKey, false));
      return { ok: false, reason: expired ? 'expired' : 'invalid' };
    }
    // Signed by us yet without an expiry: not a challenge this server issues.
    if (expiresAtS === null) return { ok: false, reason: 'invalid' };
    return {
      ok: true,
      replayKey: altchaReplayKey(payload),
      holdForS: secondsUntil(expiresAtS, Date.now()),
    };
  }
}
