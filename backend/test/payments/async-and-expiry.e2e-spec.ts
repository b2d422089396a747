import { jest } from '@jest/globals';

import { newAccount } from '../support/accounts.js';
import {
  type BuiltInShop,
  checkoutAndPay,
  confirm,
  listPurchases,
  reachedStatus,
  startBuiltInShop,
} from './built-in-checkout.js';
import {
  accessTo,
  CARDS,
  checkoutBody,
  type SoundcheckAlbum,
  soundcheckAlbums,
  startCheckout,
} from './purchase-fixtures.js';
import { grantsOf, transitionsOf } from './purchase-state.js';

/**
 * Payments that do not settle at once: 4000 0000 0000 3220 completes the checkout unpaid and pays
 * later (the built-in checkout settles after 4 s); …3063 completes it and fails later; a session
 * that is never paid expires. Access follows the money, never the checkout's completion.
 */

jest.setTimeout(60_000);

let shop: BuiltInShop;
let albums: SoundcheckAlbum[];

beforeAll(async () => {
  albums = await soundcheckAlbums();
  shop = await startBuiltInShop();
}, 600_000);
afterAll(() => shop.close());

const album = (index: number): SoundcheckAlbum => albums[index % albums.length] as SoundcheckAlbum;

test('an asynchronous card: processing without access, then paid with access', async () => {
  const listener = await newAccount(shop.t.baseUrl);
  const target = album(0);
  const { sessionId } = await checkoutAndPay(shop, listener, target, CARDS.asyncPays);

  const settling = await confirm(shop.t.baseUrl, listener, sessionId);
  expect(settling.status).toBe(200);
  expect(settling.body).toMatchObject({ status: 'processing', has_access: false });
  expect((await accessTo(shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  const again = await startCheckout(shop.t.baseUrl, listener, checkoutBody(listener, target.id));
  expect(again.status).toBe(409);
  expect(again.body).toMatchObject({ code: 'PAYMENTS.PAYMENT_PROCESSING' });

  const paid = await reachedStatus(sessionId, 'paid');
  expect((await accessTo(shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(true);
  expect((await confirm(shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'paid',
    has_access: true,
  });
  expect((await transitionsOf(paid.id)).map((x) => x.to_status)).toEqual(['processing', 'paid']);
});

test('an asynchronous card that fails: failed, never any access', async () => {
  const listener = await newAccount(shop.t.baseUrl);
  const target = album(1);
  const { sessionId } = await checkoutAndPay(shop, listener, target, CARDS.asyncFails);
  expect((await confirm(shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'processing',
    has_access: false,
  });

  const failed = await reachedStatus(sessionId, 'failed');
  expect((await accessTo(shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  expect((await transitionsOf(failed.id)).map((x) => x.to_status)).toEqual([
    'processing',
    'failed',
  ]);
  const list = await listPurchases(shop.t.baseUrl, listener);
  expect(list.body.map((p) => [p.session_id, p.status, p.has_access])).toEqual([
    [sessionId, 'failed', false],
  ]);
});

test('an expired session: expired, no access, left out of the purchase list', async () => {
  const listener = await newAccount(shop.t.baseUrl);
  const target = album(2);
  const checkout = await startCheckout(shop.t.baseUrl, listener, checkoutBody(listener, target.id));
  expect(checkout.status).toBe(200);
  const sessionId = checkout.body.session_id;

  await shop.stripe.checkout.sessions.expire(sessionId);
  await reachedStatus(sessionId, 'expired');
  expect((await accessTo(shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
  expect(await grantsOf([listener.userId])).toEqual([]);
  expect((await confirm(shop.t.baseUrl, listener, sessionId)).body).toMatchObject({
    status: 'expired',
    has_access: false,
  });
  const list = await listPurchases(shop.t.baseUrl, listener);
  expect(list.status).toBe(200);
  expect(list.body).toEqual([]);

  // A new checkout is a new session, not the expired one.
  const again = await startCheckout(shop.t.baseUrl, listener, checkoutBody(listener, target.id));
  expect(again.status).toBe(200);
  expect(again.body.session_id).not.toBe(sessionId);
});
