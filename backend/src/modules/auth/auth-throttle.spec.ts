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
const OWNER_IP = '198.51.100.7';
const STRANGER_IP = '203.0.113.66';

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

  /** Fails once as soon as the pair's current wait has passed; returns that wait. */
  async function failWhenAllowed(ip = STRANGER_IP): Promise<number> {
    const verdict = await throttle.judgeLogin(EMAIL, ip);
    const wait = verdict.kind === 'wait' ? verdict.seconds : 0;
    limiter.now += wait;
    await throttle.loginFailed(EMAIL, ip);
    return wait;
  }

  test('one pair: 5 failures cost nothing, then each wait doubles up to 15 minutes', async () => {
    const waits: number[] = [];
    for (let i = 0; i < 16; i += 1) waits.push(await failWhenAllowed());
    expect(waits.slice(0, 6)).toEqual([0, 0, 0, 0, 0, 1]);
    expect(waits.slice(6, 11)).toEqual([2, 4, 8, 16, 32]);
    expect(Math.max(...waits)).toBeLessThanOrEqual(900);
  });

  test("a stranger's failures make only the stranger wait; the owner is asked for a proof of work", async () => {
    for (let i = 0; i < 12; i += 1) await failWhenAllowed();
    expect((await throttle.judgeLogin(EMAIL, STRANGER_IP)).kind).toBe('wait');
    expect(await throttle.judgeLogin(EMAIL, OWNER_IP)).toEqual({ kind: 'proof_required' });
    expect(await throttle.judgeLogin('other@example.com', STRANGER_IP)).toEqual({ kind: 'open' });
  });

  test('at the ceiling unknown addresses wait for the window; where the owner logged in before stays open', async () => {
    for (let i = 0; i < 1000; i += 1) {
      await throttle.loginFailed(EMAIL, `10.1.${i % 250}.${1 + Math.floor(i / 250)}`);
      limiter.liftLocks();
    }
    await throttle.loginSucceeded(EMAIL, OWNER_IP); // as if the owner had logged in here before
    const far = await throttle.judgeLogin(EMAIL, '10.2.2.2');
    expect(far).toEqual({ kind: 'wait', seconds: 3600 });
    expect(await throttle.judgeLogin(EMAIL, OWNER_IP)).toEqual({ kind: 'proof_required' });
    limiter.now += 3600;
    expect(await throttle.judgeLogin(EMAIL, '10.2.2.2')).toEqual({ kind: 'open' });
  });

  test("a success clears the pair's failures but not the account's", async () => {
    for (let i = 0; i < 5; i += 1) await throttle.loginFailed(EMAIL, OWNER_IP);
    for (let i = 0; i < 5; i += 1) await throttle.loginFailed(EMAIL, STRANGER_IP);
    await throttle.loginSucceeded(EMAIL, OWNER_IP);
    // Uncleared, this sixth failure of the pair would make it wait 2 s.
    await throttle.loginFailed(EMAIL, OWNER_IP);
    expect(await throttle.judgeLogin(EMAIL, OWNER_IP)).toEqual({ kind: 'proof_required' });
    expect((await throttle.judgeLogin(EMAIL, STRANGER_IP)).kind).toBe('wait');
  });
});

describe('reset mail throttle', () => {
  let throttle: AuthThrottle;
  beforeEach(() => {
    throttle = new AuthThrottle(new FakeLimiter() as unknown as RateLimiter);
  });

  test('a stranger asking from many addresses never stops the owner asking, and mails stay capped', async () => {
    const sent: boolean[] = [];
    for (let i = 0; i < 20; i += 1) sent.push(await throttle.resetRequested(EMAIL, `10.3.${i}.1`));
    expect(sent.filter(Boolean)).toHaveLength(5);
    expect(sent.slice(0, 5)).toEqual([true, true, true, true, true]);
    await expect(throttle.resetRequested(EMAIL, OWNER_IP)).resolves.toBe(false);
  });

  test('the asking pair waits after 3 requests an hour, with the time in words', async () => {
    for (let i = 0; i < 3; i += 1) await throttle.resetRequested(EMAIL, STRANGER_IP);
    const limited = await rejection(throttle.resetRequested(EMAIL, STRANGER_IP));
    expect(limited?.code).toBe('AUTH.RESET_THROTTLED');
    expect(limited?.retryAfterSeconds).toBe(3600);
    expect(limited?.message).toBe('Too many attempts. Try again in 1 hour.');
    await expect(throttle.resetRequested(EMAIL, OWNER_IP)).resolves.toBe(true);
  });
});
