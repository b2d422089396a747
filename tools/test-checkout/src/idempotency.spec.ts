import { StripeApiError } from './api-errors.js';
import { IdempotencyStore, type StoredReply } from './idempotency.js';

const ok = (body: string): StoredReply => ({ status: 200, body });

describe('IdempotencyStore', () => {
  it('replays the first reply for the same key and parameters', async () => {
    const store = new IdempotencyStore();
    let runs = 0;
    const execute = (): Promise<StoredReply> => Promise.resolve(ok(`run ${++runs}`));
    const first = await store.run('sk', 'key', 'POST /x\na=1', execute);
    const second = await store.run('sk', 'key', 'POST /x\na=1', execute);
    expect(first).toEqual({ reply: ok('run 1'), replayed: false });
    expect(second).toEqual({ reply: ok('run 1'), replayed: true });
    expect(runs).toBe(1);
  });

  it('makes a concurrent request with the same key wait for the first', async () => {
    const store = new IdempotencyStore();
    let finish: (reply: StoredReply) => void = () => undefined;
    let runs = 0;
    const slow = (): Promise<StoredReply> => {
      runs += 1;
      return new Promise((resolve) => {
        finish = resolve;
      });
    };
    const first = store.run('sk', 'key', 'fp', slow);
    const second = store.run('sk', 'key', 'fp', slow);
    finish(ok('only'));
    await expect(Promise.all([first, second])).resolves.toEqual([
      { reply: ok('only'), replayed: false },
      { reply: ok('only'), replayed: true },
    ]);
    expect(runs).toBe(1);
  });

  it('refuses the same key with other parameters', async () => {
    const store = new IdempotencyStore();
    await store.run('sk', 'key', 'a=1', () => Promise.resolve(ok('x')));
    const reuse = store.run('sk', 'key', 'a=2', () => Promise.resolve(ok('y')));
    await expect(reuse).rejects.toBeInstanceOf(StripeApiError);
    await expect(reuse).rejects.toMatchObject({ status: 400, type: 'idempotency_error' });
  });

  it('does not keep a refused request, so the key can be retried once it is fixed', async () => {
    const store = new IdempotencyStore();
    await store.run('sk', 'key', 'fp', () => Promise.resolve({ status: 400, body: 'no' }));
    const retry = await store.run('sk', 'key', 'fp', () => Promise.resolve(ok('yes')));
    expect(retry).toEqual({ reply: ok('yes'), replayed: false });
  });

  it('scopes keys by secret key and forgets them after 24 hours', async () => {
    let now = 0;
    const store = new IdempotencyStore(() => now);
    await store.run('sk_a', 'key', 'fp', () => Promise.resolve(ok('a')));
    expect((await store.run('sk_b', 'key', 'fp', () => Promise.resolve(ok('b')))).replayed).toBe(
      false,
    );
    now = 24 * 60 * 60 * 1000 + 1;
    expect(await store.run('sk_a', 'key', 'other', () => Promise.resolve(ok('c')))).toEqual({
      reply: ok('c'),
      replayed: false,
    });
  });
});
