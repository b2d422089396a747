import type { AppError } from '../../platform/http/index.js';
import type { RateLimiter, WindowCount } from '../../platform/rate-limit/index.js';
import { AuthThrottle } from './auth-throttle.js';

/** In-memory stand-in for the Redis limiter, with a clock the test moves. */
class FakeLimiter {
  now = 0;
  private readonly counts = new Map<string, { count: number; until: number }>();
  private readonly locks = new Map<string, number>();

  hit(key: string, windowSeconds: number): Promise<WindowCount> {
    const entry = this.live(key) ?? { count: 0, until: this.now + windowSeconds };
    entry.count += 1;
    this.counts.set(key, entry);
    return Promise.resolve({ count: entry.count, resetsInSeconds: entry.until - this.now });
  }
  peek(key: string): Promise<WindowCount> {
    const entry = this.live(key);
    return Promise.resolve({
      count: entry?.count ?? 0,
      resetsInSeconds: entry ? entry.until - this.now : 0,
    });
  }
  lock(key: string, seconds: number): Promise<void> {
    this.locks.set(key, this.now + seconds);
    return Promise.resolve();
  }
  lockedForSeconds(key: string): Promise<number> {
    return Promise.resolve(Math.max(0, (this.locks.get(key) ?? 0) - this.now));
  }
  /** As if every lock had run out, without moving the clock (windows keep counting). */
  liftLocks(): void {
    this.locks.clear();
  }
  clear(...keys: string[]): Promise<void> {
    for (const key of keys) {
      this.counts.delete(key);
      this.locks.delete(key);
    }
    return Promise.resolve();
  }
  private live(key: string) {
    const entry = this.counts.get(key);
    return entry && entry.until > this.now ? entry : undefined;
  }
}

const EMAIL = 'fan@example.com';

async function rejection(promise: Promise<unknown>): Promise<AppError | null> {
  return promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );
}

describe('login throttle', () => {
  let limiter: FakeLimiter;
  let throttle: AuthThrottle;
  beforeEach(() => {
    limiter = new FakeLimiter();
    throttle = new AuthThrottle(limiter as unknown as RateLimiter);
  });

  /** Fails once as soon as the account's current delay has passed; returns that delay. */
  async function failWhenAllowed(ip = '10.0.0.1'): Promise<number> {
    const error = await rejection(throttle.assertLoginAllowed(EMAIL, ip));
    const delay = error?.retryAfterSeconds ?? 0;
    limiter.now += delay;
    await throttle.loginFailed(EMAIL, ip);
    return delay;
  }

  test('the first 5 failures cost nothing, then each delay doubles up to 15 minutes', async () => {
    const delays: number[] = [];
    for (let i = 0; i < 16; i += 1) delays.push(await failWhenAllowed(`10.0.${i}.1`));
    expect(delays.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(delays.slice(6, 11)).toEqual([2, 4, 8, 16, 32]);
    expect(Math.max(...delays)).toBeLessThanOrEqual(900);
  });

  test('the delay applies to the right password too, and ends with the wait', async () => {
    for (let i = 0; i < 6; i += 1) await failWhenAllowed();
    const blocked = await rejection(throttle.assertLoginAllowed(EMAIL, '10.9.9.9'));
    expect(blocked?.code).toBe('AUTH.LOGIN_THROTTLED');
    expect(blocked?.retryAfterSeconds).toBe(2);
    limiter.now += 2;
    await expect(throttle.assertLoginAllowed(EMAIL, '10.9.9.9')).resolves.toBeUndefined();
  });

  test('never more than 100 failures an hour per account, whatever the delays', async () => {
    for (let i = 0; i < 100; i += 1) {
      await throttle.loginFailed(EMAIL, `10.1.${i}.1`);
      limiter.liftLocks();
    }
    const capped = await rejection(throttle.assertLoginAllowed(EMAIL, '10.2.2.2'));
    expect(capped?.code).toBe('AUTH.LOGIN_THROTTLED');
    expect(capped?.retryAfterSeconds).toBe(3600);
    limiter.now += 3600;
    await expect(throttle.assertLoginAllowed(EMAIL, '10.2.2.2')).resolves.toBeUndefined();
  });

  test('a success clears the account failures', async () => {
    for (let i = 0; i < 5; i += 1) await throttle.loginFailed(EMAIL, '10.0.0.1');
    await throttle.loginSucceeded(EMAIL);
    await expect(throttle.assertLoginAllowed(EMAIL, '10.0.0.2')).resolves.toBeUndefined();
  });
});
