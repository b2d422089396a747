export { createRedisClient, REDIS, RedisModule } from './redis.module.js';
export { queueConnectionOptions, redisNamespace, type RedisSettings } from './redis-namespace.js';
export { defineRedisScript, type RedisScript } from './redis-script.js';
