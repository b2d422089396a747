import { newAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { checkoutAndPay, confirm, reachedStatus, builtInShopForFile } from './built-in-checkout.js';
import { accessTo, CARDS, checkoutBody, startCheckout } from './purchase-fixtures.js';
import { grantsOf, purchaseOfSession, transitionsOf } from './purchase-state.js';

/**
 * The success page (`POST /api/stripe/confirm`) is a URL anyone can open: it asks Stripe about the
 * caller's own session and grants only what Stripe says is paid.
 */

const files = builtInShopForFile();

const { album } = files;

test('confirm before paying grants nothing: pending, no access, no grant', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  const target = album(3);
  const checkout = await startCheckout(
    files.shop.t.baseUrl,
    listener,
    checkoutBody(listener, target.id),
  );
  const sessionId = checkout.body.session_id;

  for (let attempt = 0; attempt < 3; attempt += 1) {
    const reply = await confirm(files.shop.t.baseUrl, listener, sessionId);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      session_id: sessionId,
      status: 'pending',
      has_access: false,
      album: expect.objectContaining({ id: target.id }),
    });
  }
  const purchase = await purchaseOfSession(sessionId);
  expect(purchase).toMatchObject({ status: 'pending', paid_at: null });
  expect(await transitionsOf(purchase.id)).toEqual([]);
  expect(await grantsOf([listener.userId])).toEqual([]);
  expect((await accessTo(files.shop.t.baseUrl, listener, target.id)).body.hasAccess).toBe(false);
});

test("another listener's session is not found, paid or not, and grants them nothing", async () => {
  const owner = await newAccount(files.shop.t.baseUrl);
  const stranger = await newAccount(files.shop.t.baseUrl);
  const target = album(4);
  const checkout = await startCheckout(files.shop.t.baseUrl, owner, checkoutBody(owner, target.id));
  const unpaid = await confirm(files.shop.t.baseUrl, stranger, checkout.body.session_id);
  expectEnvelope(unpaid, 404, 'PAYMENTS.SESSION_NOT_FOUND');

  const { sessionId } = await checkoutAndPay(files.shop, owner, target, CARDS.pays);
  expect(sessionId).toBe(checkout.body.session_id);
  await reachedStatus(sessionId, 'paid');
  const paid = await confirm(files.shop.t.baseUrl, stranger, sessionId);
  expectEnvelope(paid, 404, 'PAYMENTS.SESSION_NOT_FOUND');
  expect(JSON.stringify(paid.body)).not.toContain(owner.email);
  expect(await grantsOf([stranger.userId])).toEqual([]);
  expect((await accessTo(files.shop.t.baseUrl, stranger, target.id)).body.hasAccess).toBe(false);
  expect((await confirm(files.shop.t.baseUrl, owner, sessionId)).body).toMatchObject({
    status: 'paid',
    has_access: true,
  });
});

test('a malformed session id is a 400; an unknown one a 404; no token a 401', async () => {
  const listener = await newAccount(files.shop.t.baseUrl);
  for (const malformed of [
    '',
    'not-a-session',
    'cs_',
    'cs_test_<script>',
    `cs_${'x'.repeat(300)}`,
  ]) {
    const reply = await confirm(files.shop.t.baseUrl, listener, malformed);
    expectEnvelope(reply, 400, 'PLATFORM.VALIDATION_FAILED');
    expect(reply.body.details?.map((detail) => detail.field)).toEqual(['session_id']);
  }
  expectEnvelope(
    await confirm(files.shop.t.baseUrl, listener, 'cs_test_nobodys_session'),
    404,
    'PAYMENTS.SESSION_NOT_FOUND',
  );
  const anonymous = await call(files.shop.t.baseUrl, 'POST', '/api/stripe/confirm', {
    body: { session_id: 'cs_test_nobodys_session' },
  });
  expectEnvelope(anonymous, 401);
});
