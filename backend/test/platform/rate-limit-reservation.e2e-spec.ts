import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

import { RateLimiter } from '../../src/platform/rate-limit/index.js';
import { createRedisClient, redisNamespace } from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';

/** The reservation mechanism itself (platform/rate-limit/reservation.ts) on real Redis. */
const settings = testRedisSettings();
const client = createRedisClient(settings);
const raw = new Redis(settings.REDIS_URL);
const prefix = `${redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix}ratelimit:`;
const limiter = new RateLimiter(client);

beforeAll(async () => {
  if (client.status !== 'ready') await new Promise((ready) => client.once('ready', ready));
});
afterAll(async () => {
  await client.quit();
  await raw.quit();
});

const key = (name: string) => `reservation-test:${name}:${randomBytes(4).toString('hex')}`;

test('a counter that goes ahead is counted with its window; one that waits or needs a proof is not', async () => {
  const counter = key('count');
  const plan = { counters: [{ key: counter, windowSeconds: 60, proofFrom: 2, waitFrom: 3 }] };
  expect((await limiter.reserve(plan)).kind).toBe('go');
  expect((await limiter.reserve(plan)).kind).toBe('go');
  expect(await limiter.reserve(plan)).toEqual({ kind: 'proof_required' });
  expect((await limiter.reserve({ ...plan, proofOffered: true })).kind).toBe('go');
  const waited = await limiter.reserve({ ...plan, proofOffered: true });
  expect(waited.kind === 'wait' && Math.ceil(waited.seconds)).toBe(60);
  expect(await raw.get(prefix + counter)).toBe('3');
  expect(await raw.ttl(prefix + counter)).toBeGreaterThan(50);
});

test('waitUnless: the exempting key lifts the wait, not the proof', async () => {
  const [counter, exempt] = [key('count'), key('exempt')];
  const plan = {
    counters: [{ key: counter, windowSeconds: 60, waitFrom: 1, proofFrom: 1, waitUnless: exempt }],
  };
  expect((await limiter.reserve(plan)).kind).toBe('go');
  expect((await limiter.reserve(plan)).kind).toBe('wait');
  await limiter.lock(exempt, 60);
  expect((await limiter.reserve(plan)).kind).toBe('proof_required');
});

test('giving back never leaves a negative or unexpiring counter', async () => {
  const counter = key('count');
  await limiter.reserve({ counters: [{ key: counter, windowSeconds: 60 }] });
  await limiter.giveBack(counter);
  expect(await raw.exists(prefix + counter)).toBe(0);
  // The window ended meanwhile: nothing to give back, nothing created.
  await limiter.giveBack(counter);
  expect(await raw.exists(prefix + counter)).toBe(0);
});

test('a backoff lock holds while its attempt is checked, and its wait starts when it failed', async () => {
  const [counter, lock] = [key('count'), key('lock')];
  const plan = {
    locks: [lock],
    counters: [
      { key: counter, windowSeconds: 60, backoff: { lockKey: lock, free: 1, maxSeconds: 5 } },
    ],
  };
  const first = await limiter.reserve(plan);
  expect(first).toEqual({ kind: 'go', backoffLocks: [lock] });
  // While it is checked the lock outlasts its 1 s wait, but nobody is told more than 1 s.
  expect(await raw.pttl(prefix + lock)).toBeGreaterThan(1000);
  const behind = await limiter.reserve(plan);
  expect(behind.kind).toBe('wait');
  expect(behind.kind === 'wait' ? behind.seconds : NaN).toBeLessThanOrEqual(1);
  if (first.kind === 'go') await limiter.startBackoff(first.backoffLocks);
  expect(await raw.pttl(prefix + lock)).toBeLessThanOrEqual(1000);
});
