import { Injectable, Logger } from '@nestjs/common';

import { type AltchaChallenge, HumanVerifier, type VerificationWidget } from './human-verifier.js';
import { VERIFICATION_TOKEN_MAX_CHARS } from './dto/verification-token.field.js';
import { UsedTokens } from './used-tokens.js';
import { VerificationErrors } from './verification.errors.js';

/**
 * Human verification for any module: the widget to load, ALTCHA challenges, and `verify()`, which
 * accepts a token once — the provider must accept it, then the single-use claim must succeed.
 */
@Injectable()
export class HumanVerification {
  private readonly logger = new Logger(HumanVerification.name);

  constructor(
    private readonly verifier: HumanVerifier,
    private readonly usedTokens: UsedTokens,
  ) {}

  get widget(): VerificationWidget {
    return this.verifier.widget;
  }

  async challenge(): Promise<AltchaChallenge> {
    const challenge = await this.verifier.challenge();
    if (challenge === null) throw VerificationErrors.CHALLENGE_NOT_OFFERED();
    return challenge;
  }

  /**
   * Resolves when `token` (the request's `cfTurnstileToken`) proves a human and was never used
   * before; otherwise throws VERIFICATION.TOKEN_* (400, the spec's one text) or
   * VERIFICATION.UNAVAILABLE (503) when the provider or the replay store cannot answer.
   */
  async verify(token: unknown, remoteIp?: string): Promise<void> {
    if (token === undefined || token === null || token === '') {
      throw VerificationErrors.TOKEN_MISSING();
    }
    if (typeof token !== 'string' || token.length > VERIFICATION_TOKEN_MAX_CHARS) {
      throw VerificationErrors.TOKEN_MALFORMED();
    }
    const verdict = await this.verifier.verify({ token, remoteIp });
    if (!verdict.ok) {
      switch (verdict.reason) {
        case 'malformed':
          throw VerificationErrors.TOKEN_MALFORMED();
        case 'invalid':
          throw VerificationErrors.TOKEN_INVALID();
        case 'expired':
          throw VerificationErrors.TOKEN_EXPIRED();
      }
    }
    if (!(await this.claim(verdict.replayKey, verdict.holdForS))) {
      throw VerificationErrors.TOKEN_REUSED();
    }
  }

  private async claim(replayKey: string, holdForS: number): Promise<boolean> {
    try {
      return await this.usedTokens.claim(replayKey, holdForS);
    } catch (error) {
      // Without the replay store a token could be used twice: refuse rather than guess.
      this.logger.warn({ err: error }, 'verification replay store unavailable');
      throw VerificationErrors.UNAVAILABLE();
    }
  }
}
