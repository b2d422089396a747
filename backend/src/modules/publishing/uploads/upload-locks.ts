import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { Redis } from 'ioredis';

import { REDIS } from '../../../platform/redis/index.js';
import { RedisLocker } from './redis-locker.js';

/**
 * The uploads' locks, shared by every process on the app's Redis (redis-locker.ts): tus takes one
 * per request on an upload, and storing a finished upload's master takes its own, so two
 * replicas never store one master twice.
 */
@Injectable()
export class UploadLocks implements OnApplicationShutdown {
  readonly locker: RedisLocker;

  constructor(@Inject(REDIS) redis: Redis) {
    this.locker = new RedisLocker(redis);
  }

  /** Runs `work` while holding the lock `name` (waiting for it, up to the locker's timeout). */
  async exclusively<T>(name: string, work: () => Promise<T>): Promise<T> {
    const lock = this.locker.newLock(name);
    await lock.lock(new AbortController().signal, () => undefined);
    try {
      return await work();
    } finally {
      await lock.unlock();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.locker.close();
  }
}
