import { newAccount } from '../support/accounts.js';
import {
  checkoutAndPay,
  confirm,
  listPurchases,
  reachedStatus,
  builtInShopForFile,
} from './built-in-checkout.js';
import { accessTo, CARDS, checkoutBody, startCheckout } from './purchase-fixtures.js';
import { grantsOf, transitionsOf } from './purchase-state.js';

/**
 * Payments that do not settle at once: 4000 0000 0000 3220 completes the checkout unpaid and pays
 * later (the built-in checkout settles after 4 s); …3063 completes it and fails later; a session
 * that is never paid expires. Access follows the money, never the checkout's completion.
 */

const files = builtInShopForFile();

const { album } = files;

test('an asynchronous card: processing without access, then paid with access', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const target = album(0);
  const { sessionId } = await checkoutAndPay(files.shop, listener, target, CARDS.asyncPays);

  const settling = await confirm(files.shop.t.baseUrl, listener, sessionId);
  expect(settling.status).toBe(200);
  expect(settling.body).toMatchObject({ status: 'processing', has_access: false });
  expect((await accessTo(files.shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  const again = await startCheckout(
    files.shop.t.baseUrl,
    listener,
    checkoutBody(listener, target.id),
  );
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'PAYMENTS.PAYMENT_PROCESSING' });

  const paid = await reachedStatus(sessionId, 'paid');
  expect((await accessTo(files.shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(true);
  expect((await confirm(files.shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'paid',
    has_access: true,
  });
  expect((await transitionsOf(paid.id)).map((x) => x.to_status)).toEqual(['processing', 'paid']);
});

test('an asynchronous card that fails: failed, never any access', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const target = album(1);
  const { sessionId } = await checkoutAndPay(files.shop, listener, target, CARDS.asyncFails);
  expect((await confirm(files.shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'processing',
    has_access: false,
  });

  const failed = await reachedStatus(sessionId, 'failed');
  expect((await accessTo(files.shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  expect((await transitionsOf(failed.id)).map((x) => x.to_status)).toEqual([
    'processing',
    'failed',
  ]);
  const list = await listPurchases(files.shop.t.baseUrl, listener);
  expect(list.body.map((p) => [p.session_id, p.status, p.has_access])).toEqual([
    [sessionId, 'failed', false],
  ]);
});

test('an expired session: expired, no access, left out of the purchase list', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const target = album(2);
  const checkout = await startCheckout(
    files.shop.t.baseUrl,
    listener,
    checkoutBody(listener, target.id),
  );
  expect(checkout.status).toBe(200);
  const sessionId = checkout.body.session_id;

  await files.shop.stripe.checkout.sessions.expire(sessionId);
  await reachedStatus(sessionId, 'expired');
  expect((await accessTo(files.shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  expect((await confirm(files.shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'expired',
    has_access: false,
  });
  const list = await listPurchases(files.shop.t.baseUrl, listener);
  expect(list.status).toBe(200);
  expect(list.body).toEqual([]);

  // A new checkout is a new session, not the expired one.
  const again = await startCheckout(
    files.shop.t.baseUrl,
    listener,
    checkoutBody(listener, target.id),
  );
  expect(again.status).toBe(200);
  expect(again.body.session_id).not.toBe(sessionId);
});
