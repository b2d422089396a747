import { randomUUID } from 'node:crypto';

import { newAccount, type TestAccount } from '../support/accounts.js';
import { call, expectEnvelope } from '../support/http.js';
import { withDb } from '../support/db.js';
import { checkoutAndPay, reachedStatus, builtInShopForFile } from './built-in-checkout.js';
import {
  CARDS,
  checkoutBody,
  openAlbum,
  SHOP_ORIGIN,
  SOUNDCHECK_PRICE_ID,
  startCheckout,
} from './purchase-fixtures.js';
import { startStripeMode, type StripeMode } from './stripe-mode.js';

/**
 * `POST /api/stripe/checkout` trusts nothing in the client's body (ADR 0018): the account, the
 * album, its access type, the price and the return addresses are checked against what the server
 * knows, and a refused checkout leaves no purchase behind.
 */

const files = builtInShopForFile();

const purchaseCount = (account: TestAccount) =>
  withDb(
    async (db) =>
      (
        await db.query<{ n: number }>(
          'select count(*)::int as n from purchases where user_id = $1',
          [account.userId],
        )
      ).rows[0]?.n,
  );

async function expectRefused(
  account: TestAccount,
  body: Record<string, unknown>,
  status: number,
  code: string,
) {
  const reply = await startCheckout(files.shop.t.baseUrl, account, body);
  expectEnvelope(reply, status, code);
  expect(reply.body).not.toHaveProperty('url');
  expect(await purchaseCount(account)).toBe(0);
  return reply;
}

test("another listener's user id, at the top or in metadata: 403", async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const other = await newAccount(files.shop.t.baseUrl);
  const target = files.album(0).id;
  const meta = { album_id: target, user_id: other.userId, access_type: 'soundcheck' };
  for (const body of [
    checkoutBody(buyer, target, { user_id: other.userId }),
    checkoutBody(buyer, target, { metadata: meta }),
    checkoutBody(buyer, target, { user_id: other.userId, metadata: meta }),
  ]) {
    await expectRefused(buyer, body, 403, 'PAYMENTS.NOT_YOUR_ACCOUNT');
  }
  expect(await purchaseCount(other)).toBe(0);
});

test('return addresses off this site: 400, no open redirect', async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const target = files.album(0).id;
  const foreign = [
    'https://evil.example/payment-success',
    'http://127.0.0.1:3999@evil.example/payment-success',
    'http://user:secret@127.0.0.1:3999/payment-success',
    'https://127.0.0.1:3999/payment-success',
    'http://127.0.0.1:4000/payment-success',
  ];
  for (const url of foreign) {
    for (const field of ['success_url', 'cancel_url']) {
      await expectRefused(
        buyer,
        checkoutBody(buyer, target, { [field]: url }),
        400,
        'PAYMENTS.RETURN_URL_FOREIGN',
      );
    }
  }
  // Same origin, any page: accepted.
  const own = await startCheckout(
    files.shop.t.baseUrl,
    buyer,
    checkoutBody(buyer, target, { success_url: `${SHOP_ORIGIN}/album/x?from=checkout` }),
  );
  expect(own.status).toBe(200);
});

test('a standard album is not for sale, whatever the body claims', async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const standard = await openAlbum('standard');
  for (const claimed of ['soundcheck', 'standard']) {
    const reply = await expectRefused(
      buyer,
      checkoutBody(buyer, standard.id, {
        metadata: { album_id: standard.id, user_id: buyer.userId, access_type: claimed },
      }),
      400,
      'PAYMENTS.NOT_PURCHASABLE',
    );
    expect(reply.body.error).toBe('Access type "standard" not supported for purchase');
  }
  // A Soundcheck album sold as something else is refused too.
  const target = files.album(0).id;
  const mislabelled = await expectRefused(
    buyer,
    checkoutBody(buyer, target, {
      metadata: { album_id: target, user_id: buyer.userId, access_type: 'free' },
    }),
    400,
    'PAYMENTS.NOT_PURCHASABLE',
  );
  expect(mislabelled.body.error).toBe('Access type "free" not supported for purchase');
});

test('a price that is not the Soundcheck price, an unknown album, no token', async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const target = files.album(0).id;
  await expectRefused(
    buyer,
    checkoutBody(buyer, target, { price_id: 'price_cheaper_one' }),
    400,
    'PAYMENTS.PRICE_MISMATCH',
  );
  const unknown = randomUUID();
  await expectRefused(
    buyer,
    checkoutBody(buyer, unknown, {
      metadata: { album_id: unknown, user_id: buyer.userId, access_type: 'soundcheck' },
    }),
    404,
    'PAYMENTS.ALBUM_NOT_FOUND',
  );
  const anonymous = await call(files.shop.t.baseUrl, 'POST', '/api/stripe/checkout', {
    body: checkoutBody(buyer, target),
  });
  expectEnvelope(anonymous, 401);
  expect(await purchaseCount(buyer)).toBe(0);

  const price = await call(files.shop.t.baseUrl, 'GET', '/api/stripe/prices/soundcheck', {
    token: buyer.token,
  });
  expect(price.body).toEqual({
    access_type: 'soundcheck',
    price_id: SOUNDCHECK_PRICE_ID,
    amount: 599,
    currency: 'gbp',
  });
});

test('an owner cannot pay twice: 409 and no new purchase', async () => {
  const buyer = await newAccount(files.shop.t.baseUrl);
  const target = files.album(1);
  const { sessionId } = await checkoutAndPay(files.shop, buyer, target, CARDS.pays);
  await reachedStatus(sessionId, 'paid');
  expect(await purchaseCount(buyer)).toBe(1);

  const again = await startCheckout(files.shop.t.baseUrl, buyer, checkoutBody(buyer, target.id));
  expectEnvelope(again, 409, 'PAYMENTS.ALREADY_OWNED');
  expect(await purchaseCount(buyer)).toBe(1);
});

describe('Stripe configured without a Soundcheck price', () => {
  let unpriced: StripeMode;

  beforeAll(async () => {
    unpriced = await startStripeMode({ STRIPE_PRICE_SOUNDCHECK: undefined });
  }, 120_000);
  afterAll(() => unpriced.close());

  test('the price and the checkout say no price is configured', async () => {
    const buyer = await newAccount(unpriced.t.baseUrl);
    const target = files.album(2).id;
    const price = await call(unpriced.t.baseUrl, 'GET', '/api/stripe/prices/soundcheck', {
      token: buyer.token,
    });
    expectEnvelope(price, 400, 'PAYMENTS.NO_PRICE');
    expect(price.body.error).toBe('No price configured for access type: soundcheck');

    const checkout = await startCheckout(unpriced.t.baseUrl, buyer, checkoutBody(buyer, target));
    expectEnvelope(checkout, 400, 'PAYMENTS.NO_PRICE');
    expect(checkout.body.error).toBe('No price configured for access type: soundcheck');
    expect(await purchaseCount(buyer)).toBe(0);
    expect(unpriced.checkout.events).toEqual([]);
  });
});
