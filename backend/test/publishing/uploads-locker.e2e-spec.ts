import { Redis } from 'ioredis';

import { RedisLocker } from '../../src/modules/publishing/uploads/redis-locker.js';
import { redisNamespace } from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';

/**
 * tus' Locker over Redis (docs/adr/0043): two API processes behind a load balancer may both get
 * requests for one upload. Each locker here has its own connection, as two processes would.
 */
const settings = testRedisSettings();
const clients: Redis[] = [];
const lockers: RedisLocker[] = [];

function processLocker(options: ConstructorParameters<typeof RedisLocker>[1] = {}): RedisLocker {
  const redis = new Redis(settings.REDIS_URL, {
    keyPrefix: redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix,
  });
  clients.push(redis);
  const locker = new RedisLocker(redis, { retryMs: 10, ...options });
  lockers.push(locker);
  return locker;
}

const never = new AbortController().signal;
const uploadId = (): string => `lock-test-${Math.random().toString(16).slice(2)}`;

afterAll(async () => {
  await Promise.all(lockers.map((locker) => locker.close()));
  await Promise.all(clients.map((client) => client.quit()));
});

it('lets one process at a time hold an upload, and asks the holder in the other to let go', async () => {
  const [first, second] = [processLocker(), processLocker()];
  const id = uploadId();
  const held = first.newLock(id);
  let asked = 0;
  await held.lock(never, () => {
    asked += 1;
    // As tus does: the holder finishes its request shortly after, then unlocks.
    setTimeout(() => void held.unlock(), 50);
  });

  const order: string[] = [];
  const waiting = second
    .newLock(id)
    .lock(never, () => undefined)
    .then(() => order.push('second took it'));
  await waiting;
  expect(asked).toBeGreaterThanOrEqual(1);
  expect(order).toEqual(['second took it']);
});

it("takes over the lock of a process that died holding it, once the lock's time is up", async () => {
  const id = uploadId();
  const redis = new Redis(settings.REDIS_URL, {
    keyPrefix: redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix,
  });
  clients.push(redis);
  // What a process killed while holding the lock leaves: its key, never renewed again, and
  // nobody to answer release requests.
  await redis.set(`tus-lock:${id}`, 'token-of-a-dead-process', 'PX', 3000);
  await expect(
    processLocker({ acquireTimeoutMs: 100 })
      .newLock(id)
      .lock(never, () => undefined),
  ).rejects.toMatchObject({ code: 'UPLOADS.BUSY' });
  await processLocker({ acquireTimeoutMs: 10_000 })
    .newLock(id)
    .lock(never, () => undefined);
});

it('gives up after its timeout with a retryable refusal, and on an aborted request', async () => {
  const [holder, waiter] = [processLocker(), processLocker({ acquireTimeoutMs: 200 })];
  const id = uploadId();
  await holder.newLock(id).lock(never, () => undefined);
  await expect(waiter.newLock(id).lock(never, () => undefined)).rejects.toMatchObject({
    code: 'UPLOADS.BUSY',
  });
  const aborted = new AbortController();
  aborted.abort();
  await expect(
    processLocker()
      .newLock(id)
      .lock(aborted.signal, () => undefined),
  ).rejects.toMatchObject({ code: 'UPLOADS.BUSY' });
});

it('keeps a held lock alive past its time to live', async () => {
  const [holder, waiter] = [
    processLocker({ ttlMs: 300 }),
    processLocker({ ttlMs: 300, acquireTimeoutMs: 1000 }),
  ];
  const id = uploadId();
  const lock = holder.newLock(id);
  await lock.lock(never, () => undefined);
  await new Promise((resolve) => setTimeout(resolve, 700));
  await expect(waiter.newLock(id).lock(never, () => undefined)).rejects.toMatchObject({
    code: 'UPLOADS.BUSY',
  });
  await lock.unlock();
  await waiter.newLock(id).lock(never, () => undefined);
});
