import { Injectable } from '@nestjs/common';

import { AppError, type ErrorFactory } from '../../platform/http/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { AuthErrors } from './auth.errors.js';
import {
  judgeLoginAttempt,
  LOGIN_POLICY as P,
  type LoginVerdict,
  pairDelayAfter,
} from './domain/login-policy.js';
import { judgeResetRequest, RESET_POLICY } from './domain/reset-policy.js';
import { tryAgainIn } from './domain/wait-text.js';
import { hashToken } from './token-secrets.js';

const HOUR = 3600;
const MAX_REGISTRATIONS_PER_IP_HOUR = 20;
/** "This email is taken" answers per address an hour: enough for a typo, not for a crawl. */
const MAX_TAKEN_EMAIL_REPLIES_PER_IP_HOUR = 5;

/** Account keys use a hash of the email, so Redis never holds addresses. */
const account = (email: string): string => hashToken(email.trim().toLowerCase()).slice(0, 32);

/** A 429 of `factory`'s code whose text and `Retry-After` say when to come back. */
export const throttled = (factory: ErrorFactory, seconds: number): AppError => {
  const base = factory(tryAgainIn(seconds));
  return new AppError(base.code, base.kind, base.message, undefined, Math.ceil(seconds));
};

const keys = (email: string, ip: string) => {
  const acct = account(email);
  return {
    pair: `login:fail:pair:${acct}:${ip}`,
    pairLock: `login:lock:${acct}:${ip}`,
    known: `login:known:${acct}:${ip}`,
    account: `login:fail:acct:${acct}`,
    address: `login:fail:ip:${ip}`,
  };
};

/**
 * Rate limits of the account endpoints, kept in Redis; the rules are `domain/login-policy.ts`
 * and `domain/reset-policy.ts` (ADR 0025).
 */
@Injectable()
export class AuthThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /** What a password attempt on `email` from `ip` must do first. */
  async judgeLogin(email: string, ip: string): Promise<LoginVerdict> {
    const k = keys(email, ip);
    const [pairWaitS, perAccount, perAddress, known] = await Promise.all([
      this.limiter.lockedForSeconds(k.pairLock),
      this.limiter.peek(k.account),
      this.limiter.peek(k.address),
      this.limiter.lockedForSeconds(k.known),
    ]);
    return judgeLoginAttempt({
      pairWaitS,
      account: { count: perAccount.count, resetsInS: perAccount.resetsInSeconds },
      address: { count: perAddress.count, resetsInS: perAddress.resetsInSeconds },
      knownPair: known > 0,
    });
  }

  async loginFailed(email: string, ip: string): Promise<void> {
    const k = keys(email, ip);
    const [pair] = await Promise.all([
      this.limiter.hit(k.pair, P.pairWindowS),
      this.limiter.hit(k.account, P.accountWindowS),
      this.limiter.hit(k.address, P.addressWindowS),
    ]);
    const delay = pairDelayAfter(pair.count);
    if (delay > 0) await this.limiter.lock(k.pairLock, delay);
  }

  /**
   * Clears the pair's failures and remembers the pair as known. The account's and the address's
   * counts stay: a stranger's failures keep costing proofs of work after the owner logs in.
   */
  async loginSucceeded(email: string, ip: string): Promise<void> {
    const k = keys(email, ip);
    await Promise.all([
      this.limiter.clear(k.pair, k.pairLock),
      this.limiter.lock(k.known, P.knownPairS),
    ]);
  }

  async registrationAttempted(ip: string): Promise<void> {
    const [perIp, taken] = await Promise.all([
      this.limiter.hit(`register:ip:${ip}`, HOUR),
      this.limiter.peek(`register:taken:ip:${ip}`),
    ]);
    if (perIp.count > MAX_REGISTRATIONS_PER_IP_HOUR) {
      throw throttled(AuthErrors.REGISTRATION_THROTTLED, perIp.resetsInSeconds);
    }
    if (taken.count >= MAX_TAKEN_EMAIL_REPLIES_PER_IP_HOUR) {
      throw throttled(AuthErrors.REGISTRATION_THROTTLED, taken.resetsInSeconds);
    }
  }

  /** Counts a "this email is taken" answer (only a caller with a valid invite code gets one). */
  async takenEmailRevealed(ip: string): Promise<void> {
    await this.limiter.hit(`register:taken:ip:${ip}`, HOUR);
  }

  /**
   * Whether a reset mail goes out: throws a 429 for the asking pair or address; otherwise true,
   * or false when the account has had its share of mails (the request is accepted silently).
   */
  async resetRequested(email: string, ip: string): Promise<boolean> {
    const acct = account(email);
    const [pair, address] = await Promise.all([
      this.limiter.hit(`reset:pair:${acct}:${ip}`, RESET_POLICY.pairWindowS),
      this.limiter.hit(`reset:ip:${ip}`, RESET_POLICY.addressWindowS),
    ]);
    const verdict = judgeResetRequest({
      pair: { count: pair.count, resetsInS: pair.resetsInSeconds },
      address: { count: address.count, resetsInS: address.resetsInSeconds },
    });
    if (verdict.kind === 'wait') throw throttled(AuthErrors.RESET_THROTTLED, verdict.seconds);
    const mails = await this.limiter.hit(`reset:mail:${acct}`, RESET_POLICY.accountMailWindowS);
    return mails.count <= RESET_POLICY.accountMails;
  }
}
