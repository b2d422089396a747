import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import Stripe from 'stripe';

import {
  type CardOutcome,
  startTestCheckout,
  TEST_CARDS,
  type TestCheckout,
  type TestCheckoutOptions,
} from '../../src/modules/payments/test-checkout/test-checkout-server.js';

/**
 * The built-in test checkout driven the way the app drives it: the official SDK pointed at it
 * (host/port/protocol), the hosted page through plain HTTP like a browser, and webhooks received
 * by a small server that checks every signature with the SDK's `constructEvent`. No database.
 */

const SECRET_KEY = 'sk_test_checkout_spec_0123456789';
const WEBHOOK_SECRET = 'whsec_test_checkout_spec';
const PRICE = {
  id: 'price_soundcheck_gbp',
  unitAmount: 599,
  currency: 'gbp',
  productName: 'Soundcheck access',
};
const SUCCESS_URL = 'http://shop.test/albums/7?checkout=done&session={CHECKOUT_SESSION_ID}';
const CANCEL_URL = 'http://shop.test/albums/7?checkout=cancelled';
const card = (outcome: CardOutcome): string =>
  TEST_CARDS.find((c) => c.outcome === outcome)?.number ?? '';

/** A webhook endpoint that verifies signatures; it can be told to fail the next attempts. */
interface Receiver {
  url: string;
  /** Verified events, in arrival order. */
  events: Stripe.Event[];
  stats: { attempts: number; badSignatures: number };
  failNext: (count: number) => void;
  close: () => Promise<void>;
}

async function startReceiver(): Promise<Receiver> {
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

function sdkFor(checkout: TestCheckout, secretKey = SECRET_KEY): Stripe {
  return new Stripe(secretKey, {
    host: '127.0.0.1',
    port: checkout.port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
}

async function waitFor<T>(find: () => T | undefined, what: string, timeoutMs = 3000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The session an event is about, for session events. */
const sessionOf = (event: Stripe.Event): Stripe.Checkout.Session | undefined =>
  event.type.startsWith('checkout.session.')
    ? (event.data.object as Stripe.Checkout.Session)
    : undefined;

describe('built-in test checkout, through the real stripe SDK', () => {
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

  it('creates an open session the SDK reads back', async () => {
    const before = Math.floor(Date.now() / 1000);
    const session = await createSession();
    expect(session).toMatchObject({
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 599,
      amount_subtotal: 599,
      currency: 'gbp',
      livemode: false,
      client_reference_id: 'purchase_1',
      customer_email: 'fan@example.com',
      customer_details: null,
      payment_intent: null,
      metadata: { album_id: 'album_7', purchase_id: 'purchase_1' },
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      url: `${checkout.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(session.expires_at - before).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(session.expires_at - before).toBeLessThanOrEqual(24 * 3600 + 5);
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toEqual(
      expect.objectContaining({ id: session.id, status: 'open', amount_total: 599 }),
    );
  });

  it('honours Idempotency-Key: same key, same session, even for concurrent requests', async () => {
    const first = await createSession({}, { idempotencyKey: 'spec-key-1' });
    const again = await createSession({}, { idempotencyKey: 'spec-key-1' });
    expect(again.id).toBe(first.id);

    const concurrent = await Promise.all(
      [1, 2, 3].map(() => createSession({}, { idempotencyKey: 'spec-key-2' })),
    );
    expect(new Set(concurrent.map((s) => s.id)).size).toBe(1);
    expect(concurrent[0]?.id).not.toBe(first.id);

    await expect(
      createSession({ client_reference_id: 'another' }, { idempotencyKey: 'spec-key-1' }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('sells only known prices, with Stripe-shaped errors', async () => {
    const unknownPrice = createSession({ line_items: [{ price: 'price_nope', quantity: 1 }] });
    await expect(unknownPrice).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(unknownPrice).rejects.toMatchObject({
      statusCode: 400,
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
    await expect(createSession({ cancel_url: '' })).rejects.toMatchObject({
      statusCode: 400,
      param: 'cancel_url',
    });
    await expect(createSession({ locale: 'fr' })).rejects.toMatchObject({
      statusCode: 400,
      message: 'Received unknown parameter: locale',
    });
    await expect(stripe.prices.retrieve(PRICE.id)).resolves.toMatchObject({
      object: 'price',
      unit_amount: 599,
      currency: 'gbp',
      active: true,
    });
  });

  it('pays with 4242: redirect to success_url, then a signed checkout.session.completed', async () => {
    const session = await createSession();
    const page = await fetch(`${checkout.url}/pay/${session.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Encore test checkout</title>');
    expect(html).toContain('Pay £5.99');
    expect(html).toContain('value="fan@example.com"');

    const paid = await submitCard(checkout, session.id, { email: 'payer@example.com' });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(
      SUCCESS_URL.replace('{CHECKOUT_SESSION_ID}', session.id),
    );

    const event = await eventFor(session.id, 'checkout.session.completed');
    expect(event).toMatchObject({
      object: 'event',
      livemode: false,
      api_version: Stripe.API_VERSION,
    });
    expect(event.id).toMatch(/^evt_test_/);
    const completed = sessionOf(event);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      customer_details: expect.objectContaining({
        email: 'payer@example.com',
        name: 'Ada Lovelace',
      }),
      metadata: { album_id: 'album_7', purchase_id: 'purchase_1' },
    });
    expect(completed?.payment_intent).toMatch(/^pi_test_/);

    const listed = await stripe.checkout.sessions.list({
      payment_intent: completed?.payment_intent as string,
    });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);

    const charges = await stripe.charges.list({
      payment_intent: completed?.payment_intent as string,
    });
    expect(charges.data).toEqual([
      expect.objectContaining({
        status: 'succeeded',
        paid: true,
        amount: 599,
        metadata: { purchase_id: 'purchase_1' },
      }),
    ]);
    expect(charges.data[0]?.id).toMatch(/^ch_test_/);

    const again = await fetch(`${checkout.url}/pay/${session.id}`);
    expect(again.status).toBe(410);
    expect(await again.text()).not.toContain('<form');
  });

  it('declines 4000 0000 0000 0002: the page again with an alert, the session still open', async () => {
    const session = await createSession();
    const eventsBefore = checkout.events.length;
    const declined = await submitCard(checkout, session.id, { card_number: card('declined') });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(
      /role="alert"[^>]*>Your card was declined\. Try another card\.</,
    );
    expect(checkout.events.length).toBe(eventsBefore);
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
    });
  });

  it.each([
    ['an unknown card', { card_number: '4111 1111 1111 1111' }, 'not one of the test cards'],
    ['a past expiry', { expiry: '01 / 20' }, 'expiry date is in the past'],
    ['a malformed expiry', { expiry: '1/2/3' }, 'MM / YY'],
    ['a short CVC', { cvc: '12' }, '3 or 4 digits'],
    ['a bad email', { email: 'nope' }, 'valid email address'],
  ])('refuses %s with a 400 and an alert', async (_case, fields, message) => {
    const session = await createSession();
    const reply = await submitCard(checkout, session.id, fields);
    expect(reply.status).toBe(400);
    const html = await reply.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'open',
    });
  });

  it('settles 4000 0000 0000 3220 later: completed unpaid, then async_payment_succeeded', async () => {
    const session = await createSession();
    const reply = await submitCard(checkout, session.id, { card_number: card('async_succeeds') });
    expect(reply.status).toBe(303);
    const completed = sessionOf(await eventFor(session.id, 'checkout.session.completed'));
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });

    const settled = sessionOf(
      await eventFor(session.id, 'checkout.session.async_payment_succeeded'),
    );
    expect(settled).toMatchObject({ status: 'complete', payment_status: 'paid' });
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      payment_status: 'paid',
    });
  });

  it('fails 4000 0000 0000 3063 later: async_payment_failed, nothing to refund', async () => {
    const session = await createSession();
    await submitCard(checkout, session.id, { card_number: card('async_fails') });
    const failed = sessionOf(await eventFor(session.id, 'checkout.session.async_payment_failed'));
    expect(failed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    await expect(
      stripe.refunds.create({ payment_intent: failed?.payment_intent as string }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });

  it('refunds a paid payment: charge.refunded with the refunded charge', async () => {
    const { pi } = await paidSession();
    const refund = await stripe.refunds.create({
      payment_intent: pi,
      reason: 'requested_by_customer',
      metadata: { purchase_id: 'purchase_1' },
    });
    expect(refund).toMatchObject({
      object: 'refund',
      status: 'succeeded',
      amount: 599,
      currency: 'gbp',
      payment_intent: pi,
    });
    expect(refund.id).toMatch(/^re_test_/);

    const event = await waitFor(
      () =>
        receiver.events.find(
          (e) => e.type === 'charge.refunded' && e.data.object.payment_intent === pi,
        ),
      'charge.refunded',
    );
    expect(event.data.object).toMatchObject({
      object: 'charge',
      refunded: true,
      amount_refunded: 599,
      payment_intent: pi,
    });

    const twice = stripe.refunds.create({ payment_intent: pi });
    await expect(twice).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    await expect(stripe.refunds.create({ payment_intent: 'pi_test_nope' })).rejects.toMatchObject({
      code: 'resource_missing',
      param: 'payment_intent',
    });
  });

  it('opens and closes disputes through the test helpers', async () => {
    const disputeOf = async (pi: string): Promise<Stripe.Dispute> => {
      const charges = await stripe.charges.list({ payment_intent: pi });
      const chargeId = charges.data[0]?.id ?? '';
      return (await stripe.rawRequest(
        'POST',
        `/_test/charges/${chargeId}/dispute`,
        {},
      )) as Stripe.Dispute;
    };
    const close = async (id: string, status: 'won' | 'lost'): Promise<Stripe.Dispute> =>
      (await stripe.rawRequest('POST', `/_test/disputes/${id}/close`, {
        status,
      })) as Stripe.Dispute;

    for (const outcome of ['won', 'lost'] as const) {
      const { pi } = await paidSession();
      const dispute = await disputeOf(pi);
      expect(dispute).toMatchObject({
        object: 'dispute',
        status: 'needs_response',
        amount: 599,
        currency: 'gbp',
        payment_intent: pi,
      });
      expect(dispute.id).toMatch(/^dp_test_/);
      const created = await waitFor(
        () =>
          receiver.events.find(
            (e) => e.type === 'charge.dispute.created' && e.data.object.id === dispute.id,
          ),
        'charge.dispute.created',
      );
      expect(created.data.object).toMatchObject({ charge: dispute.charge, payment_intent: pi });

      await expect(close(dispute.id, outcome)).resolves.toMatchObject({ status: outcome });
      const closed = await waitFor(
        () =>
          receiver.events.find(
            (e) => e.type === 'charge.dispute.closed' && e.data.object.id === dispute.id,
          ),
        'charge.dispute.closed',
      );
      expect(closed.data.object).toMatchObject({ status: outcome, payment_intent: pi });
      await expect(close(dispute.id, outcome)).rejects.toMatchObject({ statusCode: 400 });
    }
  });

  it('expires an open session once', async () => {
    const session = await createSession();
    await expect(stripe.checkout.sessions.expire(session.id)).resolves.toMatchObject({
      status: 'expired',
    });
    expect(sessionOf(await eventFor(session.id, 'checkout.session.expired'))).toMatchObject({
      status: 'expired',
    });
    await expect(stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const page = await fetch(`${checkout.url}/pay/${session.id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout has expired');
  });

  it('delivers every event in the order it happened', async () => {
    await checkout.idle();
    expect(receiver.events.map((e) => e.id)).toEqual(checkout.events.map((e) => e.id));
  });

  it('answers a wrong key with StripeAuthenticationError', async () => {
    const wrong = sdkFor(checkout, 'sk_test_wrong_key_000000');
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const bare = await fetch(`${checkout.url}/v1/checkout/sessions/cs_test_x`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('answers an unknown session with resource_missing', async () => {
    const missing = stripe.checkout.sessions.retrieve('cs_test_missing');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const page = await fetch(`${checkout.url}/pay/cs_test_missing`);
    expect(page.status).toBe(404);
  });

  it('answers nonsense with a 400, not a crash', async () => {
    const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${checkout.url}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${SECRET_KEY}`, 'content-type': type },
        body,
      });
    for (const reply of [
      await post('/v1/checkout/sessions', 'line_items[0]=x&line_items[0][price]=y'),
      await post('/v1/checkout/sessions', '__proto__[x]=1'),
      await post('/v1/checkout/sessions', '{"mode":"payment"}', 'application/json'),
      await post('/v1/refunds', 'amount=abc&payment_intent=pi_x'),
    ]) {
      expect(reply.status).toBe(400);
      expect(await reply.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
    }
    const session = await createSession();
    const page = await fetch(`${checkout.url}/pay/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&email=b',
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('role="alert"');
  });

  describe('webhook delivery', () => {
    it('retries a failing receiver and delivers on the third attempt', async () => {
      const session = await createSession();
      await checkout.idle();
      const attemptsBefore = receiver.stats.attempts;
      receiver.failNext(2);
      await submitCard(checkout, session.id, {});
      await checkout.idle();
      expect(receiver.stats.attempts - attemptsBefore).toBe(3);
      expect(sessionOf(await eventFor(session.id, 'checkout.session.completed'))?.id).toBe(
        session.id,
      );
    });

    it('gives up after the last retry with a warning, then goes on with the next event', async () => {
      const warnings: string[] = [];
      const own = await start({
        retryDelaysMs: [5, 5],
        logger: { info: () => undefined, warn: (message) => warnings.push(message) },
      });
      try {
        const ownStripe = sdkFor(own);
        const first = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        const attemptsBefore = receiver.stats.attempts;
        receiver.failNext(3);
        await ownStripe.checkout.sessions.expire(first.id);
        await own.idle();
        expect(receiver.stats.attempts - attemptsBefore).toBe(3);
        expect(warnings).toEqual([expect.stringContaining('gave up after 3 attempts')]);
        expect(receiver.events.some((e) => sessionOf(e)?.id === first.id)).toBe(false);

        const second = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        await ownStripe.checkout.sessions.expire(second.id);
        await own.idle();
        expect(receiver.events.some((e) => sessionOf(e)?.id === second.id)).toBe(true);
      } finally {
        await own.close();
      }
    });

    it('keeps events queued while there is no receiver yet', async () => {
      let url: string | null = null;
      const own = await start({ webhookUrl: () => url });
      try {
        const ownStripe = sdkFor(own);
        const session = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 2 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        expect(session.amount_total).toBe(1198);
        await ownStripe.checkout.sessions.expire(session.id);
        await new Promise((resolve) => setTimeout(resolve, 60));
        expect(receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(false);
        url = receiver.url;
        await own.idle();
        expect(receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(true);
      } finally {
        await own.close();
      }
    });

    it('only records events with deliverWebhooks: false', async () => {
      const own = await start({ deliverWebhooks: false });
      try {
        const ownStripe = sdkFor(own);
        const session = await ownStripe.checkout.sessions.create({
          mode: 'payment',
          line_items: [{ price: PRICE.id, quantity: 1 }],
          success_url: SUCCESS_URL,
          cancel_url: CANCEL_URL,
        });
        await ownStripe.checkout.sessions.expire(session.id);
        await own.idle();
        expect(own.events.map((e) => e.type)).toEqual(['checkout.session.expired']);
        expect(own.events[0]?.pending_webhooks).toBe(0);
        expect(receiver.events.some((e) => sessionOf(e)?.id === session.id)).toBe(false);
      } finally {
        await own.close();
      }
    });

    it('closes promptly with deliveries still being retried', async () => {
      const own = await start({ retryDelaysMs: [60_000] });
      const ownStripe = sdkFor(own);
      const session = await ownStripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [{ price: PRICE.id, quantity: 1 }],
        success_url: SUCCESS_URL,
        cancel_url: CANCEL_URL,
      });
      receiver.failNext(1);
      await ownStripe.checkout.sessions.expire(session.id);
      const idle = own.idle();
      const startedClosing = Date.now();
      await own.close();
      await idle;
      expect(Date.now() - startedClosing).toBeLessThan(1000);
      receiver.failNext(0);
    });
  });
});
