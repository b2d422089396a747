import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Lock, Locker, RequestRelease } from '@tus/server';
import type { Redis } from 'ioredis';

import { defineRedisScript, type RedisScript } from '../../../platform/redis/index.js';
import { UploadsErrors } from './uploads.errors.js';

export interface RedisLockerOptions {
  /** How long a lock outlives a holder that died without releasing it (it is renewed while held). */
  ttlMs: number;
  /** How long a request waits for a lock before it gives up (409 BUSY: clients retry). */
  acquireTimeoutMs: number;
  /** Pause between two attempts to take a busy lock. */
  retryMs: number;
}

const DEFAULTS: RedisLockerOptions = { ttlMs: 10_000, acquireTimeoutMs: 30_000, retryMs: 50 };
/** A waiter repeats its release request this often (the holder may have missed the first). */
const ASK_AGAIN_MS = 1000;

const RENEW = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('pexpire', KEYS[1], ARGV[2]) else return 0 end`;
const RELEASE = `if redis.call('get', KEYS[1]) == ARGV[1] then
  return redis.call('del', KEYS[1]) else return 0 end`;

const lockKey = (id: string): string => `tus-lock:${id}`;

/**
 * tus' `Locker` over Redis (docs/adr/0043), so two API replicas never write one upload at once:
 * a load balancer may send the PATCH that resumes an upload to another process than the one
 * still draining the dropped connection's PATCH. The lock is a key set NX with a TTL, renewed
 * while held and deleted only by its holder (compare-and-delete), so a killed process's lock
 * frees itself after `ttlMs`. tus' contract that a waiter asks the holder to let go (the holder
 * then ends its request after lockDrainTimeout) crosses processes over a pub/sub channel.
 */
export class RedisLocker implements Locker {
  readonly options: RedisLockerOptions;
  private readonly holders = new Map<string, RequestRelease>();
  private readonly channel: string;
  private readonly renew: RedisScript;
  private readonly release: RedisScript;
  private subscriber: Promise<Redis> | null = null;

  constructor(
    private readonly redis: Redis,
    options: Partial<RedisLockerOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
    // Channels are not keys: the client's key prefix does not reach them, so add the namespace.
    this.channel = `${redis.options.keyPrefix ?? ''}tus-lock-release`;
    this.renew = defineRedisScript(redis, 'tusLockRenew', RENEW);
    this.release = defineRedisScript(redis, 'tusLockRelease', RELEASE);
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  async close(): Promise<void> {
    const subscriber = await this.subscriber?.catch(() => null);
    this.subscriber = null;
    await subscriber?.quit().catch(() => {
      subscriber.disconnect();
    });
  }

  /** @internal Takes the lock for `token` if nobody holds it. */
  async tryTake(id: string, token: string, requestRelease: RequestRelease): Promise<boolean> {
    await this.listening();
    const taken = await this.redis.set(lockKey(id), token, 'PX', this.options.ttlMs, 'NX');
    if (taken !== 'OK') return false;
    this.holders.set(id, requestRelease);
    return true;
  }

  /** @internal Asks whoever holds `id` (in any process) to finish up and let go. */
  async askToRelease(id: string): Promise<void> {
    await this.redis.publish(this.channel, id);
  }

  /** @internal Keeps a held lock alive; false when it was lost (expired and taken). */
  async keepAlive(id: string, token: string): Promise<boolean> {
    return (await this.renew([lockKey(id)], [token, this.options.ttlMs])) === 1;
  }

  /** @internal */
  async give(id: string, token: string): Promise<void> {
    this.holders.delete(id);
    await this.release([lockKey(id)], [token]);
  }

  /** One subscriber connection per process, made on first use, for release requests. */
  private listening(): Promise<Redis> {
    this.subscriber ??= (async () => {
      const subscriber = this.redis.duplicate({ enableOfflineQueue: true });
      subscriber.on('error', () => undefined);
      subscriber.on('message', (_channel: string, id: string) => {
        void this.holders.get(id)?.();
      });
      await subscriber.subscribe(this.channel);
      return subscriber;
    })();
    return this.subscriber;
  }
}

class RedisLock implements Lock {
  private readonly token = randomBytes(12).toString('base64url');
  private renewal: NodeJS.Timeout | undefined;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { acquireTimeoutMs, retryMs, ttlMs } = this.locker.options;
    const deadline = Date.now() + acquireTimeoutMs;
    let askedAt = 0;
    for (;;) {
      if (signal.aborted) throw UploadsErrors.BUSY();
      if (await this.locker.tryTake(this.id, this.token, requestRelease)) break;
      if (Date.now() - askedAt >= ASK_AGAIN_MS) {
        askedAt = Date.now();
        await this.locker.askToRelease(this.id);
      }
      if (Date.now() + retryMs > deadline) throw UploadsErrors.BUSY();
      await sleep(retryMs, undefined, { signal }).catch(() => undefined);
    }
    this.renewal = setInterval(
      () => {
        // A lost lock (this process stalled past the TTL) asks its request to end: the next
        // holder then finds the file as this one left it.
        this.locker.keepAlive(this.id, this.token).then(
          (held) => (held ? undefined : requestRelease()),
          () => undefined,
        );
      },
      Math.floor(ttlMs / 3),
    );
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    await this.locker.give(this.id, this.token);
  }
}
