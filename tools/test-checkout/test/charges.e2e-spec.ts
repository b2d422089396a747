import Stripe from 'stripe';

import { testCheckoutForFile, waitFor } from './harness.js';

/** The built-in test checkout through the real stripe SDK: Refunds (charge.refunded) and the dispute test helpers (charge.dispute.created / closed). */

describe('built-in test checkout: refunds and disputes', () => {
  const h = testCheckoutForFile();
  const { paidSession } = h;

  it('refunds a paid payment: charge.refunded with the refunded charge', async () => {
    const { pi } = await paidSession();
    const refund = await h.stripe.refunds.create({
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
        h.receiver.events.find(
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

    const twice = h.stripe.refunds.create({ payment_intent: pi });
    await expect(twice).rejects.toMatchObject({ statusCode: 400, code: 'charge_already_refunded' });
    await expect(h.stripe.refunds.create({ payment_intent: 'pi_test_nope' })).rejects.toMatchObject(
      {
        code: 'resource_missing',
        param: 'payment_intent',
      },
    );
  });

  it('opens and closes disputes through the test helpers', async () => {
    const disputeOf = async (pi: string): Promise<Stripe.Dispute> => {
      const charges = await h.stripe.charges.list({ payment_intent: pi });
      const chargeId = charges.data[0]?.id ?? '';
      return (await h.stripe.rawRequest(
        'POST',
        `/_test/charges/${chargeId}/dispute`,
        {},
      )) as Stripe.Dispute;
    };
    const close = async (id: string, status: 'won' | 'lost'): Promise<Stripe.Dispute> =>
      (await h.stripe.rawRequest('POST', `/_test/disputes/${id}/close`, {
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
          h.receiver.events.find(
            (e) => e.type === 'charge.dispute.created' && e.data.object.id === dispute.id,
          ),
        'charge.dispute.created',
      );
      expect(created.data.object).toMatchObject({ charge: dispute.charge, payment_intent: pi });

      await expect(close(dispute.id, outcome)).resolves.toMatchObject({ status: outcome });
      const closed = await waitFor(
        () =>
          h.receiver.events.find(
            (e) => e.type === 'charge.dispute.closed' && e.data.object.id === dispute.id,
          ),
        'charge.dispute.closed',
      );
      expect(closed.data.object).toMatchObject({ status: outcome, payment_intent: pi });
      await expect(close(dispute.id, outcome)).rejects.toMatchObject({ statusCode: 400 });
    }
  });
});
