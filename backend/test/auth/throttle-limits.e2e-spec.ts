import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { AuthThrottle } from '../../src/modules/auth/auth-throttle.js';
import type { AppError } from '../../src/platform/http/index.js';
import { RateLimiter, type Reservation } from '../../src/platform/rate-limit/index.js';
import { createRedisClient, redisNamespace } from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';

/**
 * The account limits (ADR 0025 and its issue-23 addendum) against real Redis, through the
 * atomic reservation script, without HTTP: the sequences of waits a person meets, and what
 * parallel attempts get. Time passing is a lock or a window deleted, as if it had run out.
 */
const settings = testRedisSettings();
const client = createRedisClient(settings);
const raw = new Redis(settings.REDIS_URL);
const prefix = `${redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix}ratelimit:`;
const limiter = new RateLimiter(client);
const throttle = new AuthThrottle(limiter);

beforeAll(async () => {
  if (client.status !== 'ready') await new Promise((ready) => client.once('ready', ready));
});
afterAll(async () => {
  await client.quit();
  await raw.quit();
});

const OWNER_IP = '198.51.100.7';
const STRANGER_IP = '203.0.113.66';
const newEmail = () => `throttle-${randomBytes(6).toString('hex')}@example.com`;

/** As if the waits of `ip`'s pairs had run out, without ending the windows (they keep counting). */
async function liftLocks(ip: string): Promise<void> {
  const locks = await raw.keys(`${prefix}login:lock:*:${ip}`);
  if (locks.length > 0) await raw.del(...locks);
}

/** Whole seconds the pairs of `ip` must wait now (0: none). */
async function pairWait(ip: string): Promise<number> {
  const [lock] = await raw.keys(`${prefix}login:lock:*:${ip}`);
  return lock ? Math.ceil(Math.max(await raw.pttl(lock), 0) / 1000) : 0;
}

const uniqueIp = () =>
  `10.${randomBytes(1)[0]}.${randomBytes(1)[0]}.${1 + ((randomBytes(1)[0] ?? 0) % 250)}`;

/** A wrong password of `email` from `ip`, checked as the login route does: reserve, then fail. */
async function failOnce(email: string, ip: string): Promise<Reservation> {
  const attempt = await throttle.reserveLogin(email, ip, true);
  await throttle.loginFailed(attempt);
  return attempt;
}

async function rejection(promise: Promise<unknown>): Promise<AppError | null> {
  return promise.then(
    () => null,
    (error: unknown) => error as AppError,
  );
}

describe('login limits', () => {
  test('one pair: 5 free failures, then each wait doubles, up to 15 minutes', async () => {
    const email = newEmail();
    const ip = uniqueIp();
    const waits: number[] = [];
    for (let i = 0; i < 16; i += 1) {
      await liftLocks(ip); // the previous wait has run out
      expect((await failOnce(email, ip)).kind).toBe('go');
      waits.push(await pairWait(ip));
    }
    expect(waits).toEqual([0, 0, 0, 0, 1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    // While the wait stands, the pair's next attempt is told how long, and not counted.
    const refused = await throttle.reserveLogin(email, ip, true);
    expect(refused.kind === 'wait' && Math.ceil(refused.seconds)).toBe(900);
  });

  test("a stranger's failures make only the stranger wait; the owner is asked for a proof of work", async () => {
    const email = newEmail();
    const stranger = uniqueIp();
    for (let i = 0; i < 12; i += 1) {
      await liftLocks(stranger);
      await failOnce(email, stranger);
    }
    expect((await throttle.reserveLogin(email, stranger, false)).kind).toBe('wait');
    expect((await throttle.reserveLogin(email, OWNER_IP, false)).kind).toBe('proof_required');
    expect((await throttle.reserveLogin(newEmail(), stranger, false)).kind).toBe('go');
  });

  test('at the ceiling unknown addresses wait for the window; where the owner logged in before stays open', async () => {
    const email = newEmail();
    expect((await throttle.reserveLogin(email, OWNER_IP, false)).kind).toBe('go');
    await throttle.loginSucceeded(email, OWNER_IP);
    for (let i = 0; i < 1000; i += 1) {
      expect((await failOnce(email, `10.1.${i % 250}.${1 + Math.floor(i / 250)}`)).kind).toBe('go');
    }
    const far = await throttle.reserveLogin(email, uniqueIp(), true);
    expect(far.kind === 'wait' && Math.ceil(far.seconds / 60)).toBe(60);
    // The owner's address is known: no ceiling, only the proof of work the failures ask for.
    expect((await throttle.reserveLogin(email, OWNER_IP, false)).kind).toBe('proof_required');
    expect((await throttle.reserveLogin(email, OWNER_IP, true)).kind).toBe('go');
  });

  test("a success gives back the pair's count and its own, not the stranger's", async () => {
    const email = newEmail();
    const [owner, stranger] = [uniqueIp(), uniqueIp()];
    for (let i = 0; i < 4; i += 1) await failOnce(email, owner);
    for (let i = 0; i < 5; i += 1) await failOnce(email, stranger);
    expect((await throttle.reserveLogin(email, owner, true)).kind).toBe('go');
    await throttle.loginSucceeded(email, owner);
    // The owner's pair starts over: four more failures are free.
    for (let i = 0; i < 4; i += 1) expect((await failOnce(email, owner)).kind).toBe('go');
    expect(await pairWait(owner)).toBe(0);
    // 4 + 5 + 4 failures stand on the account (the success took its own back): 13 ≥ 10.
    expect((await throttle.reserveLogin(email, owner, false)).kind).toBe('proof_required');
    const [strangerPair] = await raw.keys(`${prefix}login:fail:pair:*:${stranger}`);
    expect(await raw.get(strangerPair ?? '')).toBe('5');
  });

  test('200 attempts at the same moment: 5 go ahead, the rest wait', async () => {
    const email = newEmail();
    const ip = uniqueIp();
    const attempts = await Promise.all(
      Array.from({ length: 200 }, () => throttle.reserveLogin(email, ip, false)),
    );
    expect(attempts.filter((attempt) => attempt.kind === 'go')).toHaveLength(5);
    expect(attempts.filter((attempt) => attempt.kind === 'wait')).toHaveLength(195);
    // The fifth holds the pair's lock while it is checked: nobody else is let in meanwhile.
    expect((await throttle.reserveLogin(email, ip, false)).kind).toBe('wait');
  });
});

describe('registration limits', () => {
  test('wrong codes from one address ask for a proof of work from the 11th, never a refusal', async () => {
    const ip = `10.9.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    for (let i = 0; i < 10; i += 1) {
      await expect(throttle.wrongInviteAnswered(`WRONG-${i}`, ip, false)).resolves.toBeUndefined();
    }
    const asked = await rejection(throttle.wrongInviteAnswered('WRONG-10', ip, false));
    expect(asked?.code).toBe('AUTH.VERIFICATION_REQUIRED');
    expect(asked?.message).toBe('Please complete the verification, then register again.');
    await expect(throttle.wrongInviteAnswered('WRONG-10', ip, true)).resolves.toBeUndefined();
  });

  test('30 wrong codes in parallel: at most 10 are answered without a proof', async () => {
    const ip = `10.8.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        rejection(throttle.wrongInviteAnswered(`BAD-${i}`, ip, false)),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(10);
  });

  test('"this email is taken" is answered 5 times an hour per address, also in parallel', async () => {
    const ip = `10.7.${randomBytes(1)[0]}.${randomBytes(1)[0]}`;
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () => rejection(throttle.takenEmailAnswered(ip))),
    );
    expect(outcomes.filter((outcome) => outcome === null)).toHaveLength(5);
    const waited = outcomes.find((outcome) => outcome !== null);
    expect(waited?.code).toBe('AUTH.REGISTRATION_THROTTLED');
    expect(waited?.retryAfterSeconds).toBeGreaterThan(3500);
  });
});

describe('reset mail limits', () => {
  test('a stranger asking from many addresses never stops the owner asking, and mails stay capped', async () => {
    const email = newEmail();
    const sent: boolean[] = [];
    for (let i = 0; i < 20; i += 1) sent.push(await throttle.resetRequested(email, `10.3.${i}.1`));
    expect(sent.filter(Boolean)).toHaveLength(5);
    expect(sent.slice(0, 5)).toEqual([true, true, true, true, true]);
    await expect(throttle.resetRequested(email, OWNER_IP)).resolves.toBe(false);
  });

  test('the asking pair waits after 3 requests an hour, with the time in words', async () => {
    const email = newEmail();
    for (let i = 0; i < 3; i += 1) await throttle.resetRequested(email, STRANGER_IP);
    const limited = await rejection(throttle.resetRequested(email, STRANGER_IP));
    expect(limited?.code).toBe('AUTH.RESET_THROTTLED');
    expect(limited?.message).toBe('Too many attempts. Try again in 1 hour.');
    await expect(throttle.resetRequested(email, OWNER_IP)).resolves.toBe(true);
  });

  test('20 requests at the same moment: 3 accepted for the pair, at most 5 mails for the account', async () => {
    const [email, ip] = [newEmail(), uniqueIp()];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, () =>
        throttle.resetRequested(email, ip).then(
          (mailed) => (mailed ? 'mailed' : 'silent'),
          (error: unknown) => (error as AppError).code,
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'mailed')).toHaveLength(3);
    expect(outcomes.filter((outcome) => outcome === 'AUTH.RESET_THROTTLED')).toHaveLength(17);
  });

  test("a flood refused for one email does not use up the address's requests for others", async () => {
    const ip = uniqueIp();
    const flooded = newEmail();
    for (let i = 0; i < 20; i += 1) await rejection(throttle.resetRequested(flooded, ip));
    // 3 were accepted for that email; the 17 refused ones were not counted against the address.
    const others = await Promise.all(
      Array.from({ length: 7 }, () => throttle.resetRequested(newEmail(), ip)),
    );
    expect(others).toEqual(Array.from({ length: 7 }, () => true));
    const eleventh = await rejection(throttle.resetRequested(newEmail(), ip));
    expect(eleventh?.code).toBe('AUTH.RESET_THROTTLED');
  });
});
