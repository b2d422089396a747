import { Injectable } from '@nestjs/common';

import { AppError, type ErrorFactory } from '../../platform/http/index.js';
import { RateLimiter } from '../../platform/rate-limit/index.js';
import { AuthErrors } from './auth.errors.js';
import { hashToken } from './token-secrets.js';

const HOUR = 3600;
/** Failed logins per account before each further failure adds a doubling delay (1 s, 2 s, 4 s…). */
const FREE_LOGIN_FAILURES = 5;
const MAX_LOGIN_DELAY_SECONDS = 15 * 60;
const MAX_ACCOUNT_FAILURES_PER_HOUR = 100;
const MAX_IP_FAILURES = 50;
const IP_FAILURE_WINDOW = 15 * 60;
const MAX_REGISTRATIONS_PER_IP_HOUR = 20;
const MAX_RESETS_PER_ACCOUNT_HOUR = 3;
const MAX_RESETS_PER_IP_HOUR = 10;

/** Account keys use a hash of the email, so Redis never holds addresses. */
const account = (email: string): string => hashToken(email.trim().toLowerCase()).slice(0, 32);

const throttled = (factory: ErrorFactory, seconds: number): AppError => {
  const base = factory();
  return new AppError(base.code, base.kind, base.message, undefined, Math.ceil(seconds));
};

/** Rate limits of the account endpoints, per account and per client IP, kept in Redis. */
@Injectable()
export class AuthThrottle {
  constructor(private readonly limiter: RateLimiter) {}

  async assertLoginAllowed(email: string, ip: string): Promise<void> {
    const key = account(email);
    const locked = await this.limiter.lockedForSeconds(`login:lock:${key}`);
    if (locked > 0) throw throttled(AuthErrors.LOGIN_THROTTLED, locked);
    const perAccount = await this.limiter.peek(`login:fail:acct:${key}`);
    if (perAccount.count >= MAX_ACCOUNT_FAILURES_PER_HOUR) {
      throw throttled(AuthErrors.LOGIN_THROTTLED, perAccount.resetsInSeconds);
    }
    const perIp = await this.limiter.peek(`login:fail:ip:${ip}`);
    if (perIp.count >= MAX_IP_FAILURES) {
      throw throttled(AuthErrors.LOGIN_THROTTLED, perIp.resetsInSeconds);
    }
  }

  async loginFailed(email: string, ip: string): Promise<void> {
    const key = account(email);
    const [perAccount] = await Promise.all([
      this.limiter.hit(`login:fail:acct:${key}`, HOUR),
      this.limiter.hit(`login:fail:ip:${ip}`, IP_FAILURE_WINDOW),
    ]);
    const beyondFree = perAccount.count - FREE_LOGIN_FAILURES;
    if (beyondFree >= 0) {
      const delay = Math.min(2 ** beyondFree, MAX_LOGIN_DELAY_SECONDS);
      await this.limiter.lock(`login:lock:${key}`, delay);
    }
  }

  async loginSucceeded(email: string): Promise<void> {
    const key = account(email);
    await this.limiter.clear(`login:fail:acct:${key}`, `login:lock:${key}`);
  }

  async registrationAttempted(ip: string): Promise<void> {
    const perIp = await this.limiter.hit(`register:ip:${ip}`, HOUR);
    if (perIp.count > MAX_REGISTRATIONS_PER_IP_HOUR) {
      throw throttled(AuthErrors.REGISTRATION_THROTTLED, perIp.resetsInSeconds);
    }
  }

  async resetRequested(email: string, ip: string): Promise<void> {
    const [perAccount, perIp] = await Promise.all([
      this.limiter.hit(`reset:acct:${account(email)}`, HOUR),
      this.limiter.hit(`reset:ip:${ip}`, HOUR),
    ]);
    const over = [
      perAccount.count > MAX_RESETS_PER_ACCOUNT_HOUR ? perAccount.resetsInSeconds : 0,
      perIp.count > MAX_RESETS_PER_IP_HOUR ? perIp.resetsInSeconds : 0,
    ];
    const wait = Math.max(...over);
    if (wait > 0) throw throttled(AuthErrors.RESET_THROTTLED, wait);
  }
}
