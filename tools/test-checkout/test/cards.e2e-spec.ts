import Stripe from 'stripe';

import { card, sessionOf, SUCCESS_URL, testCheckoutForFile } from './harness.js';

/** The built-in test checkout through the real stripe SDK: The hosted page as a browser submits it: 4242 pays and redirects, 0002 is declined, bad input is refused, and the asynchronous cards settle or fail later with their events. */

describe('built-in test checkout: the hosted card page', () => {
  const h = testCheckoutForFile();
  const { createSession, submitCard, eventFor } = h;

  it('pays with 4242: redirect to success_url, then a signed h.checkout.session.completed', async () => {
    const session = await createSession();
    const page = await fetch(`${h.checkout.url}/pay/${session.id}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<title>Encore test checkout</title>');
    expect(html).toContain('Pay £5.99');
    expect(html).toContain('value="fan@example.com"');

    const paid = await submitCard(h.checkout, session.id, { email: 'payer@example.com' });
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

    const listed = await h.stripe.checkout.sessions.list({
      payment_intent: completed?.payment_intent as string,
    });
    expect(listed).toMatchObject({ object: 'list', has_more: false, url: '/v1/checkout/sessions' });
    expect(listed.data.map((s) => s.id)).toEqual([session.id]);

    const charges = await h.stripe.charges.list({
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

    const again = await fetch(`${h.checkout.url}/pay/${session.id}`);
    expect(again.status).toBe(410);
    expect(await again.text()).not.toContain('<form');
  });

  it('declines 4000 0000 0000 0002: the page again with an alert, the session still open', async () => {
    const session = await createSession();
    const eventsBefore = h.checkout.events.length;
    const declined = await submitCard(h.checkout, session.id, { card_number: card('declined') });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toMatch(
      /role="alert"[^>]*>Your card was declined\. Try another card\.</,
    );
    expect(h.checkout.events.length).toBe(eventsBefore);
    await expect(h.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
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
    const reply = await submitCard(h.checkout, session.id, fields);
    expect(reply.status).toBe(400);
    const html = await reply.text();
    expect(html).toContain('role="alert"');
    expect(html).toContain(message);
    await expect(h.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: 'open',
    });
  });

  it('settles 4000 0000 0000 3220 later: completed unpaid, then async_payment_succeeded', async () => {
    const session = await createSession();
    const reply = await submitCard(h.checkout, session.id, { card_number: card('async_succeeds') });
    expect(reply.status).toBe(303);
    const completed = sessionOf(await eventFor(session.id, 'checkout.session.completed'));
    expect(completed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });

    const settled = sessionOf(
      await eventFor(session.id, 'checkout.session.async_payment_succeeded'),
    );
    expect(settled).toMatchObject({ status: 'complete', payment_status: 'paid' });
    await expect(h.stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      payment_status: 'paid',
    });
  });

  it('fails 4000 0000 0000 3063 later: async_payment_failed, nothing to refund', async () => {
    const session = await createSession();
    await submitCard(h.checkout, session.id, { card_number: card('async_fails') });
    const failed = sessionOf(await eventFor(session.id, 'checkout.session.async_payment_failed'));
    expect(failed).toMatchObject({ status: 'complete', payment_status: 'unpaid' });
    await expect(
      h.stripe.refunds.create({ payment_intent: failed?.payment_intent as string }),
    ).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
  });
});
