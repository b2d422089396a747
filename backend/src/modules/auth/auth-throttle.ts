import { Injectable } from '@nestjs/common';

import { AppError, type ErrorFactory } from '../../platform/http/index.js';
import { RateLimiter, type Reservation } from '../../platform/rate-limit/index.js';
import { LOGIN_POLICY as P, type LoginKeys, loginReservation } from './domain/login-policy.js';
import { takenEmailReservation, wrongInviteReservation } from './domain/registration-policy.js';
import { resetMailReservation, resetRequestReservation } from './domain/reset-policy.js';
import { tryAgainIn } from './domain/wait-text.js';
import { AuthErrors } from './auth.errors.js';
import { normaliseInviteCode } from './invite-codes.repository.js';
import { hashToken } from './token-secrets.js';

/** Account keys use a hash of the email, so Redis never holds addresses. */
const account = (email: string): string => hashToken(email.trim().toLowerCase()).slice(0, 32);

/** A 429 of `factory`'s code whose text and `Retry-After` say when to come back. */
export const throttled = (factory: ErrorFactory, seconds: number): AppError => {
  const base = factory(tryAgainIn(seconds));
  return new AppError(base.code, base.kind, base.message, undefined, Math.ceil(seconds));
};

const loginKeys = (email: string, ip: string): LoginKeys => {
  const acct = account(email);
  return {
    pair: `login:fail:pair:${acct}:${ip}`,
    pairLock: `login:lock:${acct}:${ip}`,
    known: `login:known:${acct}:${ip}`,
    account: `login:fail:acct:${acct}`,
    address: `login:fail:ip:${ip}`,
  };
};

/** A password attempt's place in the limits: it may be checked, or must wait or solve a proof. */
export type LoginAttempt = Reservation;

/**
 * Rate limits of the account endpoints, kept in Redis; the rules are `domain/login-policy.ts`,
 * `domain/registration-policy.ts` and `domain/reset-policy.ts` (ADR 0025). Every attempt is
 * reserved in its limits before the work it guards, so parallel requests cannot pass them.
 */
@Injectable()
export class AuthThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Reserves a password attempt on `email` from `ip`. When it may go ahead it counts as a failure
   * until `loginSucceeded` gives it back; `loginFailed` starts the pair's wait it set, if any.
   * `proofOffered`: the attempt carries a verified proof of work, or needs none.
   */
  reserveLogin(email: string, ip: string, proofOffered: boolean): Promise<LoginAttempt> {
    return this.limiter.reserve(loginReservation(loginKeys(email, ip), proofOffered));
  }

  /** The attempt's password was wrong: the wait it set for its pair starts now. */
  async loginFailed(attempt: LoginAttempt): Promise<void> {
    if (attempt.kind === 'go') await this.limiter.startBackoff(attempt.backoffLocks);
  }

  /**
   * Gives back what the attempt reserved: the pair starts over and is remembered as known; the
   * account's and the address's other failures stay (a stranger's keep costing proofs of work
   * after the owner logs in).
   */
  async loginSucceeded(email: string, ip: string): Promise<void> {
    const k = loginKeys(email, ip);
    await Promise.all([
      this.limiter.giveBack(k.account, k.address),
      this.limiter.clear(k.pair, k.pairLock),
      this.limiter.lock(k.known, P.knownPairS),
    ]);
  }

  /**
   * Reserves the answer "this invite code is not valid" for `ip`: throws the wait or the request
   * for a proof of work, else returns and the answer may be given.
   */
  async wrongInviteAnswered(rawCode: string, ip: string, proofOffered: boolean): Promise<void> {
    const code = hashToken(normaliseInviteCode(rawCode)).slice(0, 32);
    const keys = { address: `register:badcode:ip:${ip}`, code: `register:badcode:code:${code}` };
    const reservation = await this.limiter.reserve(wrongInviteReservation(keys, proofOffered));
    if (reservation.kind === 'wait') {
      throw throttled(AuthErrors.REGISTRATION_THROTTLED, reservation.seconds);
    }
    if (reservation.kind === 'proof_required') {
      throw AuthErrors.VERIFICATION_REQUIRED(REGISTRATION_PROOF_TEXT);
    }
  }

  /** Reserves the answer "this email is taken" for `ip` (a caller with a valid invite), or throws the wait. */
  async takenEmailAnswered(ip: string): Promise<void> {
    const reservation = await this.limiter.reserve(
      takenEmailReservation(`register:taken:ip:${ip}`),
    );
    if (reservation.kind === 'wait') {
      throw throttled(AuthErrors.REGISTRATION_THROTTLED, reservation.seconds);
    }
  }

  /**
   * Whether a reset mail goes out: throws a 429 for the asking pair or address; otherwise true,
   * or false when the account has had its share of mails (the request is accepted silently).
   * Each request is reserved before it is judged, so parallel requests cannot pass the limits,
   * and a refused one is not counted.
   */
  async resetRequested(email: string, ip: string): Promise<boolean> {
    const acct = account(email);
    const request = await this.limiter.reserve(
      resetRequestReservation({ pair: `reset:pair:${acct}:${ip}`, address: `reset:ip:${ip}` }),
    );
    if (request.kind === 'wait') throw throttled(AuthErrors.RESET_THROTTLED, request.seconds);
    const mail = await this.limiter.reserve(resetMailReservation(`reset:mail:${acct}`));
    return mail.kind === 'go';
  }
}

/** AUTH.VERIFICATION_REQUIRED as the registration form says it. */
export const REGISTRATION_PROOF_TEXT = 'Please complete the verification, then register again.';
