import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';

/** A fresh `REDIS_KEY_PREFIX` for one run: its keys and queues cannot meet anyone else's. */
export const runNamespace = (kind) => `encore_${kind}_${randomBytes(4).toString('hex')}`;

/** Deletes every key of one namespace (`<prefix>:…`) once its run is over. */
export async function deleteRedisNamespace(url, prefix) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length > 0) await redis.unlink(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
