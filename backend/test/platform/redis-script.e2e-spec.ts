import { Redis } from 'ioredis';

import {
  createRedisClient,
  defineRedisScript,
  redisNamespace,
} from '../../src/platform/redis/index.js';
import { testRedisSettings } from '../support/redis.js';

/** A script's keys stay inside the deployment's namespace, like any command's. */
const settings = testRedisSettings();
const client = createRedisClient(settings);
const raw = new Redis(settings.REDIS_URL);
beforeAll(async () => {
  // The app's client refuses commands until connected (no offline queue).
  if (client.status !== 'ready') await new Promise((ready) => client.once('ready', ready));
});
afterAll(async () => {
  await client.quit();
  await raw.quit();
});

test('keys are prefixed, arguments are not, and the reply comes back as Redis sent it', async () => {
  const key = `redis-script-test:${Date.now()}`;
  const setAndRead = defineRedisScript(
    client,
    'encoreTestSetAndRead',
    `redis.call('SET', KEYS[1], ARGV[1], 'EX', 60); return { KEYS[1], redis.call('GET', KEYS[1]) }`,
  );
  const prefix = redisNamespace(settings.REDIS_KEY_PREFIX).keyPrefix;
  expect(await setAndRead([key], ['hello'])).toEqual([`${prefix}${key}`, 'hello']);
  expect(await raw.get(`${prefix}${key}`)).toBe('hello');
  expect(await raw.exists(key)).toBe(0);
  // Defining the same script again on the client reuses it.
  const again = defineRedisScript(client, 'encoreTestSetAndRead', 'return 0');
  expect(await again([key], ['again'])).toEqual([`${prefix}${key}`, 'again']);
});
