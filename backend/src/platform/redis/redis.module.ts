import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';

import { AppConfig } from '../../config/index.js';
import { redisNamespace, type RedisSettings } from './redis-namespace.js';

export const REDIS = Symbol('REDIS');

/**
 * Creates an ioredis client inside the deployment's key namespace; commands fail fast instead of
 * queueing while disconnected.
 */
export function createRedisClient(settings: RedisSettings): Redis {
  return new Redis(settings.REDIS_URL, {
    keyPrefix: redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix,
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
}

/** Waits (bounded) for the first connection so the app is ready when it starts listening. */
function firstConnection(client: Redis, timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });
}

@Injectable()
class RedisLifecycle implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    await this.redis.quit().catch(() => {
      this.redis.disconnect();
    });
  }
}

@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        const client = createRedisClient(config.env);
        // Connection errors surface through /api/health and failing commands, not as crashes.
        client.on('error', () => undefined);
        await firstConnection(client, 2000);
        return client;
      },
    },
    RedisLifecycle,
  ],
  exports: [REDIS],
})
export class RedisModule {}
