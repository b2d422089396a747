/** The settings every Redis client of the app is built from (never the URL alone). */
export interface RedisSettings {
  REDIS_URL: string;
  REDIS_KEY_PREFIX: string;
}

/**
 * Where this deployment's keys live. With `REDIS_KEY_PREFIX=x` plain keys become `x:<key>` and
 * queues `x:bull:<queue>:…`, so a test run beside `make start` on the same Redis database never
 * takes the app's jobs or counters (nor the app the tests'). Empty keeps the bare keys and
 * BullMQ's default `bull` prefix. BullMQ refuses ioredis' own `keyPrefix`, hence two prefixes.
 */
export function redisNamespace(prefix: string): { keyPrefix: string; queuePrefix: string } {
  return prefix === ''
    ? { keyPrefix: '', queuePrefix: 'bull' }
    : { keyPrefix: `${prefix}:`, queuePrefix: `${prefix}:bull` };
}

/** Connection and prefix for a BullMQ `Queue`, `Worker` or `QueueEvents` of this deployment. */
export function queueConnectionOptions(settings: RedisSettings): {
  connection: { url: string; maxRetriesPerRequest: null };
  prefix: string;
} {
  return {
    // BullMQ's blocking connections must retry forever rather than fail a command.
    connection: { url: settings.REDIS_URL, maxRetriesPerRequest: null },
    prefix: redisNamespace(settings.REDIS_KEY_PREFIX).queuePrefix,
  };
}
