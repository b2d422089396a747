import { parseEnv } from '../../src/config/index.js';
import { type RedisSettings } from '../../src/platform/redis/index.js';

/**
 * The test run's Redis URL and key namespace (set in global-setup): clients and queues a test
 * builds itself must use both, or they would read another run's keys — or a running app's.
 */
export function testRedisSettings(): RedisSettings {
  const { REDIS_URL, REDIS_KEY_PREFIX } = parseEnv(process.env);
  return { REDIS_URL, REDIS_KEY_PREFIX };
}
