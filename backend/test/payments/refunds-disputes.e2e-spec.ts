import { newAccount, type TestAccount } from '../support/accounts.js';
import { expectEnvelope } from '../support/http.js';
import {
  checkoutAndPay,
  listPurchases,
  reachedStatus,
  builtInShopForFile,
} from './built-in-checkout.js';
import { accessTo, CARDS, fullTrackUrl, type SoundcheckAlbum } from './purchase-fixtures.js';
import { grantsOf, transitionsOf } from './purchase-state.js';
import { closeDispute, openDispute, paymentIntentOf } from './stripe-mode.js';

/**
 * After the payment, Stripe may take the money back: a refund revokes access for good; a dispute
 * suspends it until the bank decides — won restores it, lost revokes it. Driven through the
 * built-in checkout (refunds through the SDK, disputes through its test helpers), whose webhooks
 * reach the app on their own.
 */

const files = builtInShopForFile();

const { album } = files;

async function paidPurchase(account: TestAccount, target: SoundcheckAlbum) {
  const { sessionId } = await checkoutAndPay(files.shop, account, target, CARDS.pays);
  const purchase = await reachedStatus(sessionId, 'paid');
  expect((await accessTo(files.shop.t.baseUrl, account, target.id)).body.hasAccess).toBe(true);
  return {
    sessionId,
    purchase,
    paymentIntentId: await paymentIntentOf(files.shop.stripe, sessionId),
  };
}

/** What the listener sees with no access: the access check, and the full track refused. */
async function expectLockedOut(account: TestAccount, target: SoundcheckAlbum) {
  expect((await accessTo(files.shop.t.baseUrl, account, target.id)).body).toEqual({
    hasAccess: false,
    accessType: 'soundcheck',
    grantedAt: null,
  });
  const refused = await fullTrackUrl(files.shop.t.baseUrl, account, target.trackPath);
  expectEnvelope(refused, 403, 'MEDIA.PURCHASE_REQUIRED');
  expect(refused.body.error).toBe('soundcheck access required - purchase needed');
}

async function expectPlayable(account: TestAccount, target: SoundcheckAlbum) {
  const access = await accessTo(files.shop.t.baseUrl, account, target.id);
  expect(access.body).toMatchObject({ hasAccess: true, accessType: 'soundcheck' });
  expect(access.body.grantedAt).not.toBeNull();
  expect((await fullTrackUrl(files.shop.t.baseUrl, account, target.trackPath)).status).toBe(200);
}

test('a refund revokes access: refused track, status refunded in the purchase list', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const target = album(0);
  const { sessionId, purchase, paymentIntentId } = await paidPurchase(listener, target);
  await expectPlayable(listener, target);

  const refund = await files.shop.stripe.refunds.create({ payment_intent: paymentIntentId });
  expect(refund.status).toBe('succeeded');
  await reachedStatus(sessionId, 'refunded');

  await expectLockedOut(listener, target);
  expect(await grantsOf([listener.userId])).toEqual([]);
  const list = await listPurchases(files.shop.t.baseUrl, listener);
  expect(list.body).toEqual([
    expect.objectContaining({
      id: purchase.id,
      status: 'refunded',
      has_access: false,
      session_id: sessionId,
      album: expect.objectContaining({ id: target.id }),
    }),
  ]);
  expect((await transitionsOf(purchase.id)).map((x) => [x.from_status, x.to_status])).toEqual([
    ['pending', 'paid'],
    ['paid', 'refunded'],
  ]);
});

test('a dispute suspends access; won restores it; a lost one revokes it', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const won = album(1);
  const first = await paidPurchase(listener, won);

  const dispute = await openDispute(files.shop.stripe, first.paymentIntentId);
  await reachedStatus(first.sessionId, 'disputed');
  await expectLockedOut(listener, won);

  await closeDispute(files.shop.stripe, dispute, 'won');
  await reachedStatus(first.sessionId, 'restored');
  await expectPlayable(listener, won);
  expect((await grantsOf([listener.userId]))[0]?.granted_at.getTime()).toBe(
    first.purchase.paid_at?.getTime(),
  );

  const lost = album(2);
  const second = await paidPurchase(listener, lost);
  const secondDispute = await openDispute(files.shop.stripe, second.paymentIntentId);
  await reachedStatus(second.sessionId, 'disputed');
  await expectLockedOut(listener, lost);
  await closeDispute(files.shop.stripe, secondDispute, 'lost');
  await reachedStatus(second.sessionId, 'revoked');
  await expectLockedOut(listener, lost);

  // The won album still plays; the list states both.
  await expectPlayable(listener, won);
  const list = await listPurchases(files.shop.t.baseUrl, listener);
  expect(list.body.map((p) => [p.album.id, p.status, p.has_access])).toEqual([
    [lost.id, 'revoked', false],
    [won.id, 'restored', true],
  ]);
  expect((await transitionsOf(second.purchase.id)).map((x) => x.to_status)).toEqual([
    'paid',
    'disputed',
    'revoked',
  ]);
});
