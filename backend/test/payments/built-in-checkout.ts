import type { TestCheckout } from '@encore/test-checkout';
import type Stripe from 'stripe';

import { StripeGateway } from '../../src/modules/payments/index.js';
import type { TestAccount } from '../support/accounts.js';
import { call } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  checkoutBody,
  eventually,
  payOnHostedPage,
  SHOP_ORIGIN,
  type SoundcheckAlbum,
  soundcheckAlbums,
  startCheckout,
} from './purchase-fixtures.js';
import { purchaseOfSession, type StoredPurchase } from './purchase-state.js';

/**
 * The app as `make start` runs it: no STRIPE_SECRET_KEY, so it starts the built-in checkout and
 * delivers its webhooks to itself. `stripe` is the app's own SDK instance, pointed at it.
 */
export interface BuiltInShop {
  t: TestApp;
  stripe: Stripe;
  checkout: TestCheckout;
  close: () => Promise<void>;
}

export async function startBuiltInShop(env: NodeJS.ProcessEnv = {}): Promise<BuiltInShop> {
  const t = await startTestApp({
    EMBEDDED_WORKER: 'true',
    PUBLIC_URL: SHOP_ORIGIN,
    // Each test account registers from its own X-Forwarded-For address (20 sign-ups/IP/hour).
    TRUST_PROXY: 'true',
    ...env,
  });
  const gateway = t.app.get(StripeGateway);
  if (gateway.builtIn === null) throw new Error('The built-in checkout is not running');
  return { t, stripe: gateway.client, checkout: gateway.builtIn, close: () => t.close() };
}

export interface ShopForFile {
  /** The running shop (from this file's `beforeAll` on). */
  readonly shop: BuiltInShop;
  /** The demo's Soundcheck albums, taken round-robin so tests can use different ones. */
  album: (index: number) => SoundcheckAlbum;
}

/** A built-in shop for one spec file: started before its tests, closed after them. */
export function builtInShopForFile(): ShopForFile {
  let shop: BuiltInShop | undefined;
  let albums: SoundcheckAlbum[] = [];
  beforeAll(async () => {
    albums = await soundcheckAlbums();
    shop = await startBuiltInShop();
  }, 600_000);
  afterAll(() => shop?.close());
  return {
    get shop() {
      if (shop === undefined) throw new Error('The shop starts in beforeAll');
      return shop;
    },
    album: (index) => albums[index % albums.length] as SoundcheckAlbum,
  };
}

/** Opens a checkout through the app and pays it on the hosted page with this card. */
export async function checkoutAndPay(
  shop: BuiltInShop,
  account: TestAccount,
  album: SoundcheckAlbum,
  card: string,
): Promise<{ sessionId: string }> {
  const reply = await startCheckout(shop.t.baseUrl, account, checkoutBody(account, album.id));
  if (reply.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(reply.body)}`);
  const paid = await payOnHostedPage(reply.body.url, card, account.email);
  if (paid.status !== 303) throw new Error(`payment page answered ${paid.status}`);
  return { sessionId: reply.body.session_id };
}

/** Waits (bounded) until the stored purchase of the session has this status. */
export const reachedStatus = (
  sessionId: string,
  status: string,
  timeoutMs = 15_000,
): Promise<StoredPurchase> =>
  eventually(async () => {
    const purchase = await purchaseOfSession(sessionId);
    return purchase.status === status ? purchase : undefined;
  }, timeoutMs);

export interface ListedPurchase {
  id: string;
  status: string;
  has_access: boolean;
  session_id: string | null;
  album: { id: string };
}

export const listPurchases = (baseUrl: string, account: TestAccount) =>
  call<ListedPurchase[]>(baseUrl, 'GET', '/api/user/purchases', { token: account.token });

export interface Confirmation {
  session_id: string;
  status: string;
  has_access: boolean;
  customer_email: string | null;
  album: { id: string };
}

/** The success page's call: `POST /api/stripe/confirm { session_id }`. */
export const confirm = (baseUrl: string, account: TestAccount, sessionId: string) =>
  call<Confirmation>(baseUrl, 'POST', '/api/stripe/confirm', {
    token: account.token,
    body: { session_id: sessionId },
  });
