import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import {
  type CardOutcome,
  startTestCheckout,
  TEST_CARDS,
  type TestCheckout,
  type TestCheckoutOptions,
} from '../src/index.js';

/**
 * The harness of the built-in test checkout's specs: the checkout driven the way the app drives
 * it — the official SDK pointed at it (host/port/protocol), the hosted page through plain HTTP
 * like a browser, and webhooks received by a small server that checks every signature with the
 * SDK's `constructEvent`. No database.
 */

export const SECRET_KEY = 'sk_test_checkout_spec_0123456789';
export const WEBHOOK_SECRET = 'whsec_test_checkout_spec';
export const PRICE = {
  id: 'price_soundcheck_gbp',
  unitAmount: 599,
  currency: 'gbp',
  productName: 'Soundcheck access',
};
export const SUCCESS_URL = 'http://shop.test/albums/7?checkout=done&session={CHECKOUT_SESSION_ID}';
export const CANCEL_URL = 'http://shop.test/albums/7?checkout=cancelled';
export const card = (outcome: CardOutcome): string =>
  TEST_CARDS.find((c) => c.outcome === outcome)?.number ?? '';

/** A webhook endpoint that verifies signatures; it can be told to fail the next attempts. */
export interface Receiver {
  url: string;
  /** Verified events, in arrival order. */
  events: Stripe.Event[];
  stats: { attempts: number; badSignatures: number };
  failNext: (count: number) => void;
  close: () => Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const verifier = new Stripe('sk_unused');
  const events: Stripe.Event[] = [];
  const stats = { attempts: 0, badSignatures: 0 };
  let failures = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      stats.attempts += 1;
      if (failures > 0) {
        failures -= 1;
        response.writeHead(500).end();
        return;
      }
      try {
        const event = verifier.webhooks.constructEvent(
          Buffer.concat(chunks),
          request.headers['stripe-signature'] ?? '',
          WEBHOOK_SECRET,
        );
        events.push(event);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
      } catch {
        stats.badSignatures += 1;
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/webhooks/stripe`,
    events,
    stats,
    failNext: (count) => {
      failures = count;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => {
          resolve();
        });
      }),
  };
}

export function sdkFor(checkout: TestCheckout, secretKey = SECRET_KEY): Stripe {
  return new Stripe(secretKey, {
    host: '127.0.0.1',
    port: checkout.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

export async function waitFor<T>(
  find: () => T | undefined,
  what: string,
  timeoutMs = 3000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The session an event is about, for session events. */
export const sessionOf = (event: Stripe.Event): Stripe.Checkout.Session | undefined =>
  event.type.startsWith('checkout.session.')
    ? (event.data.object as Stripe.Checkout.Session)
    : undefined;

export interface TestCheckoutForFile {
  readonly receiver: Receiver;
  readonly checkout: TestCheckout;
  readonly stripe: Stripe;
  start: (overrides?: Partial<TestCheckoutOptions>) => Promise<TestCheckout>;
  createSession: (
    extra?: Partial<Stripe.Checkout.SessionCreateParams>,
    options?: Stripe.RequestOptions,
  ) => Promise<Stripe.Checkout.Session>;
  submitCard: (
    target: TestCheckout,
    sessionId: string,
    fields: Partial<Record<'email' | 'card_number' | 'expiry' | 'cvc' | 'name', string>>,
  ) => Promise<Response>;
  eventFor: (sessionId: string, type: Stripe.Event.Type) => Promise<Stripe.Event>;
  paidSession: () => Promise<{ session: Stripe.Checkout.Session; pi: string }>;
}

/**
 * A checkout and a webhook receiver for one spec file: started before its tests, closed after;
 * after each test every delivery has been answered and no signature was bad.
 */
export function testCheckoutForFile(): TestCheckoutForFile {
  let receiver: Receiver;
  let checkout: TestCheckout;
  let stripe: Stripe;

  const start = (overrides: Partial<TestCheckoutOptions> = {}): Promise<TestCheckout> =>
    startTestCheckout({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: () => receiver.url,
      prices: [PRICE],
      asyncSettleMs: 50,
      retryDelaysMs: [20, 20, 20],
      ...overrides,
    });

  const createSession = (
    extra: Partial<Stripe.Checkout.SessionCreateParams> = {},
    options?: Stripe.RequestOptions,
  ): Promise<Stripe.Checkout.Session> =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ price: PRICE.id, quantity: 1 }],
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
        customer_email: 'fan@example.com',
        client_reference_id: 'purchase_1',
        metadata: { album_id: 'album_7', purchase_id: 'purchase_1' },
        payment_intent_data: { metadata: { purchase_id: 'purchase_1' } },
        ...extra,
      },
      options,
    );

  /** Submits the hosted form as a browser would, without following the redirect. */
  const submitCard = (
    target: TestCheckout,
    sessionId: string,
    fields: Partial<Record<'email' | 'card_number' | 'expiry' | 'cvc' | 'name', string>>,
  ): Promise<Response> =>
    fetch(`${target.url}/pay/${sessionId}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        email: 'fan@example.com',
        card_number: card('succeeds'),
        expiry: '12 / 40',
        cvc: '123',
        name: 'Ada Lovelace',
        ...fields,
      }).toString(),
    });

  const eventFor = (sessionId: string, type: Stripe.Event.Type): Promise<Stripe.Event> =>
    waitFor(
      () => receiver.events.find((e) => e.type === type && sessionOf(e)?.id === sessionId),
      `${type} for ${sessionId}`,
    );

  const paidSession = async (): Promise<{ session: Stripe.Checkout.Session; pi: string }> => {
    const created = await createSession();
    expect((await submitCard(checkout, created.id, {})).status).toBe(303);
    const session = await stripe.checkout.sessions.retrieve(created.id);
    if (typeof session.payment_intent !== 'string') throw new Error('no payment intent');
    return { session, pi: session.payment_intent };
  };

  beforeAll(async () => {
    receiver = await startReceiver();
    checkout = await start();
    stripe = sdkFor(checkout);
  });

  afterAll(async () => {
    await checkout.close();
    await receiver.close();
  });

  afterEach(async () => {
    await checkout.idle();
    expect(receiver.stats.badSignatures).toBe(0);
  });

  return {
    get receiver() {
      return receiver;
    },
    get checkout() {
      return checkout;
    },
    get stripe() {
      return stripe;
    },
    start,
    createSession,
    submitCard,
    eventFor,
    paidSession,
  };
}
