import { randomBytes } from 'node:crypto';

import { startTestCheckout, type TestCheckout } from '@encore/test-checkout';
import Stripe from 'stripe';

import { BUILT_IN_SOUNDCHECK_PRICE } from '../../src/modules/payments/index.js';
import type { TestAccount } from '../support/accounts.js';
import type { Reply } from '../support/http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  CARDS,
  checkoutBody,
  payOnHostedPage,
  SHOP_ORIGIN,
  type SoundcheckAlbum,
  startCheckout,
} from './purchase-fixtures.js';

/**
 * The app in "real Stripe" mode (STRIPE_SECRET_KEY set) against a test checkout of its own that
 * only records its events: the test delivers them itself — late, twice, out of order, with a bad
 * signature — signed the way Stripe signs them. The app never hears what the test does not send.
 */
export interface StripeMode {
  t: TestApp;
  checkout: TestCheckout;
  /** The SDK pointed at the test checkout: what the test does as Stripe, the bank or support. */
  stripe: Stripe;
  webhookSecret: string;
  /** Posts an event's JSON to the app's webhook with this signature header (default: valid). */
  deliver: (event: Stripe.Event, signature?: string | null) => Promise<WebhookReply>;
  close: () => Promise<void>;
}

/** The webhook's answer: `{ received, duplicate }`, or the error envelope. */
export type WebhookReply = Reply<{ received?: boolean; duplicate?: boolean }>;

/** A valid `Stripe-Signature` header for a payload (timestamp in unix seconds, default now). */
export const signatureFor = (payload: string, secret: string, timestamp?: number): string =>
  Stripe.webhooks.generateTestHeaderString(
    timestamp === undefined ? { payload, secret } : { payload, secret, timestamp },
  );

/** Starts the test checkout (recording only) and the app configured to use it as Stripe. */
export async function startStripeMode(env: NodeJS.ProcessEnv = {}): Promise<StripeMode> {
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const checkout = await startTestCheckout({
    secretKey,
    webhookSecret,
    webhookUrl: () => null,
    prices: [BUILT_IN_SOUNDCHECK_PRICE],
    deliverWebhooks: false,
    asyncSettleMs: 50,
  });
  const t = await startTestApp({
    STRIPE_SECRET_KEY: secretKey,
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_PRICE_SOUNDCHECK: BUILT_IN_SOUNDCHECK_PRICE.id,
    STRIPE_API_URL: checkout.url,
    EMBEDDED_WORKER: 'true',
    PUBLIC_URL: SHOP_ORIGIN,
    // Each test account registers from its own X-Forwarded-For address (20 sign-ups/IP/hour).
    TRUST_PROXY: 'true',
    ...env,
  }).catch(async (error: unknown) => {
    await checkout.close();
    throw error;
  });
  const stripe = new Stripe(secretKey, {
    host: '127.0.0.1',
    port: checkout.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  const deliver = async (event: Stripe.Event, signature?: string | null): Promise<WebhookReply> => {
    const payload = JSON.stringify(event);
    const started = performance.now();
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const header = signature === undefined ? signatureFor(payload, webhookSecret) : signature;
    if (header !== null) headers['stripe-signature'] = header;
    const response = await fetch(`${t.baseUrl}/api/stripe/webhook`, {
      method: 'POST',
      headers,
      body: payload,
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text === '' ? {} : JSON.parse(text)) as WebhookReply['body'],
      headers: response.headers,
      ms: performance.now() - started,
    };
  };
  return {
    t,
    checkout,
    stripe,
    webhookSecret,
    deliver,
    close: async () => {
      await t.close();
      await checkout.close();
    },
  };
}

/** Runs `task` over `items` with at most `limit` at a time; results in the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A seeded shuffle (mulberry32), so a failing order can be reproduced from its seed. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// --- What happens at Stripe (either mode: pass the SDK pointed at the checkout in use) ---------

export async function paymentIntentOf(stripe: Stripe, sessionId: string): Promise<string> {
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (typeof session.payment_intent !== 'string') throw new Error(`${sessionId} is not paid`);
  return session.payment_intent;
}

/** The cardholder's bank disputes the payment's charge; returns the dispute id. */
export async function openDispute(stripe: Stripe, paymentIntentId: string): Promise<string> {
  const charges = await stripe.charges.list({ payment_intent: paymentIntentId });
  const chargeId = charges.data[0]?.id ?? '';
  const dispute = (await stripe.rawRequest(
    'POST',
    `/_test/charges/${chargeId}/dispute`,
    {},
  )) as unknown as Stripe.Dispute;
  return dispute.id;
}

export async function closeDispute(
  stripe: Stripe,
  disputeId: string,
  status: 'won' | 'lost',
): Promise<void> {
  await stripe.rawRequest('POST', `/_test/disputes/${disputeId}/close`, { status });
}

// --- Scenarios in Stripe mode: what a purchase goes through, and where it must end ------------

export const KINDS = [
  'paid',
  'refunded',
  'disputed-won',
  'disputed-lost',
  'async-paid',
  'async-failed',
  'expired',
] as const;
export type Kind = (typeof KINDS)[number];

/** Where each kind of purchase must end, and whether it leaves the buyer access. */
export const EXPECTED: Record<Kind, { status: string; access: boolean }> = {
  paid: { status: 'paid', access: true },
  refunded: { status: 'refunded', access: false },
  'disputed-won': { status: 'restored', access: true },
  'disputed-lost': { status: 'revoked', access: false },
  'async-paid': { status: 'paid', access: true },
  'async-failed': { status: 'failed', access: false },
  expired: { status: 'expired', access: false },
};

export interface PlayedPurchase {
  kind: Kind;
  account: TestAccount;
  album: SoundcheckAlbum;
  sessionId: string;
  paymentIntentId: string | null;
}

/**
 * Opens a checkout through the app and plays the purchase's story at Stripe. In Stripe mode the
 * app hears none of it (the events are only recorded); with the built-in checkout its webhooks
 * follow on their own. Resolves once every event of the story is recorded.
 */
export async function playPurchase(
  mode: Pick<StripeMode, 't' | 'stripe' | 'checkout'>,
  account: TestAccount,
  album: SoundcheckAlbum,
  kind: Kind,
): Promise<PlayedPurchase> {
  const { stripe } = mode;
  const reply = await startCheckout(mode.t.baseUrl, account, checkoutBody(account, album.id));
  if (reply.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(reply.body)}`);
  const sessionId = reply.body.session_id;
  const played = { kind, account, album, sessionId, paymentIntentId: null };
  if (kind === 'expired') {
    await stripe.checkout.sessions.expire(sessionId);
    return played;
  }
  const card =
    kind === 'async-paid'
      ? CARDS.asyncPays
      : kind === 'async-failed'
        ? CARDS.asyncFails
        : CARDS.pays;
  const paid = await payOnHostedPage(reply.body.url, card, account.email);
  if (paid.status !== 303) throw new Error(`payment page answered ${paid.status}`);
  const paymentIntentId = await paymentIntentOf(stripe, sessionId);
  if (kind === 'async-paid' || kind === 'async-failed') {
    await settled(mode.checkout, sessionId);
  } else if (kind === 'refunded') {
    await stripe.refunds.create({ payment_intent: paymentIntentId });
  } else if (kind === 'disputed-won' || kind === 'disputed-lost') {
    const dispute = await openDispute(stripe, paymentIntentId);
    await closeDispute(stripe, dispute, kind === 'disputed-won' ? 'won' : 'lost');
  }
  return { ...played, paymentIntentId };
}

async function settled(checkout: TestCheckout, sessionId: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while (
    !checkout.events.some(
      (event) =>
        event.type.startsWith('checkout.session.async_payment_') &&
        (event.data.object as { id?: string }).id === sessionId,
    )
  ) {
    if (Date.now() > deadline) throw new Error(`${sessionId} never settled`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The recorded events about these purchases, in the order Stripe emitted them. */
export function eventsAbout(
  checkout: TestCheckout,
  purchases: readonly PlayedPurchase[],
): Stripe.Event[] {
  const sessions = new Set(purchases.map((p) => p.sessionId));
  const intents = new Set(purchases.flatMap((p) => p.paymentIntentId ?? []));
  return checkout.events.filter((event) => {
    const object = event.data.object as { id?: string; payment_intent?: unknown };
    if (event.type.startsWith('checkout.session.')) return sessions.has(object.id ?? '');
    return typeof object.payment_intent === 'string' && intents.has(object.payment_intent);
  });
}
