import { queueConnectionOptions, redisNamespace } from './redis-namespace.js';

describe('redisNamespace', () => {
  it('keeps bare keys and BullMQ’s own prefix when no namespace is set (make start)', () => {
    expect(redisNamespace('')).toEqual({ keyPrefix: '', queuePrefix: 'bull' });
  });

  it('puts keys and queues of a namespaced deployment under `<prefix>:`', () => {
    expect(redisNamespace('encore_test_1a2b')).toEqual({
      keyPrefix: 'encore_test_1a2b:',
      queuePrefix: 'encore_test_1a2b:bull',
    });
  });

  it('gives BullMQ the namespace with the connection, so no queue can be built without it', () => {
    expect(
      queueConnectionOptions({ REDIS_URL: 'redis://127.0.0.1:6379/0', REDIS_KEY_PREFIX: 'ci' }),
    ).toEqual({
      connection: { url: 'redis://127.0.0.1:6379/0', maxRetriesPerRequest: null },
      prefix: 'ci:bull',
    });
  });
});
