import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';

import type { TurnstileChoice } from '../domain/provider-choice.js';
import { turnstileReplayKey } from '../domain/replay-key.js';
import { checkSiteverifyReply } from '../domain/siteverify-reply.js';
import {
  HumanVerifier,
  type VerificationAttempt,
  type VerificationWidget,
  type VerifierVerdict,
} from '../human-verifier.js';
import { VerificationErrors } from '../verification.errors.js';

/** Cloudflare: a token is at most 2048 characters and valid for 300 s after it was issued. */
export const TURNSTILE_TOKEN_MAX_CHARS = 2048;
export const TURNSTILE_TOKEN_LIFETIME_S = 300;
/** A form submit waits on this call: a slow siteverify must not hold it (or a connection) long. */
export const SITEVERIFY_TIMEOUT_MS = 3000;
/** No siteverify reply is this big; a bigger one is not read. */
const MAX_REPLY_CHARS = 64 * 1024;

/**
 * Cloudflare Turnstile through siteverify (TURNSTILE_VERIFY_URL). A transport failure is tried
 * once more with the same idempotency key (Cloudflare then answers the first verdict again instead
 * of "already spent"); still failing, or a reply that is not siteverify's, is VERIFICATION.UNAVAILABLE.
 */
export class TurnstileVerifier extends HumanVerifier {
  private readonly logger = new Logger(TurnstileVerifier.name);
  readonly widget: VerificationWidget;

  constructor(private readonly choice: TurnstileChoice) {
    super();
    this.widget =
      choice.action === null
        ? { provider: 'turnstile', siteKey: choice.siteKey }
        : { provider: 'turnstile', siteKey: choice.siteKey, action: choice.action };
  }

  /** Turnstile's widget gets its challenge from Cloudflare. */
  challenge(): Promise<null> {
    return Promise.resolve(null);
  }

  async verify({ token, remoteIp }: VerificationAttempt): Promise<VerifierVerdict> {
    if (token.length > TURNSTILE_TOKEN_MAX_CHARS) return { ok: false, reason: 'malformed' };
    const reply = await this.siteverify(token, remoteIp);
    const verdict = checkSiteverifyReply(reply, this.choice);
    switch (verdict.kind) {
      case 'accepted':
        return {
          ok: true,
          replayKey: turnstileReplayKey(token),
          holdForS: TURNSTILE_TOKEN_LIFETIME_S,
        };
      case 'rejected':
        return { ok: false, reason: 'invalid' };
      case 'provider-failure':
        this.logger.warn(
          { reason: verdict.reason },
          'Turnstile siteverify could not judge a token',
        );
        throw VerificationErrors.UNAVAILABLE();
    }
  }

  private async siteverify(token: string, remoteIp: string | undefined): Promise<unknown> {
    const body = JSON.stringify({
      secret: this.choice.secretKey,
      response: token,
      ...(remoteIp === undefined ? {} : { remoteip: remoteIp }),
      idempotency_key: randomUUID(),
    });
    let lastError: unknown;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      try {
        return await this.post(body);
      } catch (error) {
        lastError = error;
      }
    }
    this.logger.warn({ err: lastError }, 'Turnstile siteverify unreachable');
    throw VerificationErrors.UNAVAILABLE();
  }

  private async post(body: string): Promise<unknown> {
    const response = await fetch(this.choice.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(SITEVERIFY_TIMEOUT_MS),
      redirect: 'error',
    });
    const text = await response.text();
    if (response.status >= 500) throw new Error(`siteverify answered ${response.status}`);
    if (text.length > MAX_REPLY_CHARS) throw new Error('siteverify reply too large');
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // Not siteverify's JSON (a proxy's error page): checkSiteverifyReply calls it unreadable.
      return null;
    }
  }
}
