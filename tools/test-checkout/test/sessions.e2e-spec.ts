import Stripe from 'stripe';

import {
  CANCEL_URL,
  PRICE,
  sdkFor,
  SECRET_KEY,
  sessionOf,
  SUCCESS_URL,
  testCheckoutForFile,
} from './harness.js';

/** The built-in test checkout through the real stripe SDK: Sessions the SDK creates, reads back and expires; idempotency keys; known prices only; Stripe-shaped errors for wrong keys, unknown ids and nonsense. */

describe('built-in test checkout: sessions, idempotency, prices and errors', () => {
  const h = testCheckoutForFile();
  const { createSession, eventFor } = h;

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
      url: `${h.checkout.url}/pay/${session.id}`,
    });
    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{24}$/);
    expect(session.expires_at - before).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(session.expires_at - before).toBeLessThanOrEqual(24 * 3600 + 5);
    await expect(h.stripe.checkout.sessions.retrieve(session.id)).resolves.toEqual(
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
    await expect(h.stripe.prices.retrieve(PRICE.id)).resolves.toMatchObject({
      object: 'price',
      unit_amount: 599,
      currency: 'gbp',
      active: true,
    });
  });

  it('expires an open session once', async () => {
    const session = await createSession();
    await expect(h.stripe.checkout.sessions.expire(session.id)).resolves.toMatchObject({
      status: 'expired',
    });
    expect(sessionOf(await eventFor(session.id, 'checkout.session.expired'))).toMatchObject({
      status: 'expired',
    });
    await expect(h.stripe.checkout.sessions.expire(session.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    const page = await fetch(`${h.checkout.url}/pay/${session.id}`);
    expect(page.status).toBe(410);
    expect(await page.text()).toContain('This checkout has expired');
  });

  it('answers a wrong key with StripeAuthenticationError', async () => {
    const wrong = sdkFor(h.checkout, 'sk_test_wrong_key_000000');
    await expect(wrong.checkout.sessions.retrieve('cs_test_x')).rejects.toBeInstanceOf(
      Stripe.errors.StripeAuthenticationError,
    );
    const bare = await fetch(`${h.checkout.url}/v1/checkout/sessions/cs_test_x`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });

  it('answers an unknown session with resource_missing', async () => {
    const missing = h.stripe.checkout.sessions.retrieve('cs_test_missing');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    const page = await fetch(`${h.checkout.url}/pay/cs_test_missing`);
    expect(page.status).toBe(404);
  });

  it('answers nonsense with a 400, not a crash', async () => {
    const post = (path: string, body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${h.checkout.url}${path}`, {
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
    const page = await fetch(`${h.checkout.url}/pay/${session.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a&email=b',
    });
    expect(page.status).toBe(400);
    expect(await page.text()).toContain('role="alert"');
  });
});
