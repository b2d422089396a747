import { jest } from '@jest/globals';

import { newAccount } from '../support/accounts.js';
import { withDb } from '../support/db.js';
import { runBuiltCli } from '../support/run-cli.js';
import { builtInShopForFile, reachedStatus } from './built-in-checkout.js';
import { EXPECTED, KINDS, type PlayedPurchase, playPurchase } from './stripe-mode.js';

/**
 * `npm run payments:replay -w backend` re-applies every stored webhook event from its payload. On
 * a consistent ledger nothing moves: every purchase keeps its status and facts, every grant stays.
 * Where a stored status disagrees with the purchase's facts, it names the purchase and puts it right.
 */

jest.setTimeout(90_000);

const files = builtInShopForFile();

/** Everything the replay could move, across the whole test database. */
const snapshot = () =>
  withDb(async (db) => ({
    purchases: (
      await db.query(
        `select id, status, payment_intent_id, completed_at, paid_at, failed_at, expired_at,
                refunded_at, dispute_opened_at, dispute_outcome from purchases order by id`,
      )
    ).rows,
    grants: (await db.query('select * from album_grants order by user_id, album_id')).rows,
    transitions: (await db.query('select count(*)::int as n from purchase_events')).rows,
    webhookEvents: (await db.query('select count(*)::int as n from payment_webhook_events')).rows,
  }));

const replay = () => runBuiltCli('payments-replay');

let played: PlayedPurchase[] = [];

test('after a mix of purchases, every purchase keeps its status and every grant stays', async () => {
  played = await Promise.all(
    KINDS.map(async (kind, index) => {
      const account = await newAccount(files.shop.t.baseUrl);
      const purchase = await playPurchase(files.shop, account, files.album(index), kind);
      await reachedStatus(purchase.sessionId, EXPECTED[kind].status);
      return purchase;
    }),
  );
  await files.shop.checkout.idle();
  const before = await snapshot();
  expect(before.grants.length).toBeGreaterThanOrEqual(3);

  const run = await replay();
  expect(run.stderr).toBe('');
  expect(run.code).toBe(0);
  expect(run.stdout).toMatch(
    /^Replayed \d+ stored event\(s\): \d+ applied, \d+ matched no purchase\.$/m,
  );
  expect(run.stdout).toContain('Every purchase kept its status.');
  expect(await snapshot()).toEqual(before);
});

test('a stored status that disagrees with its purchase facts is named and put right', async () => {
  const refunded = played.find((p) => p.kind === 'refunded');
  if (!refunded) throw new Error('the first test did not run');
  const [{ id }] = await withDb(
    async (db) =>
      (
        await db.query<{ id: string }>(
          `update purchases set status = 'paid' where checkout_session_id = $1 returning id`,
          [refunded.sessionId],
        )
      ).rows as [{ id: string }],
  );

  const run = await replay();
  expect(run.code).toBe(0);
  expect(run.stdout).toContain(`1 purchase(s) changed status:\n  ${id}: paid → refunded`);
  expect((await reachedStatus(refunded.sessionId, 'refunded', 0)).id).toBe(id);

  const again = await replay();
  expect(again.stdout).toContain('Every purchase kept its status.');
});
