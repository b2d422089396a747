import { jest } from '@jest/globals';

import { StripeGateway } from '../../src/modules/payments/index.js';
import { reachedStatus } from '../payments/built-in-checkout.js';
import { accessTo } from '../payments/purchase-fixtures.js';
import { grantsOf, purchaseOfSession, transitionsOf } from '../payments/purchase-state.js';
import { openDispute, paymentIntentOf } from '../payments/stripe-mode.js';
import { expectEnvelope, type Reply } from '../support/http.js';
import {
  admin,
  adminIp,
  type AdminPurchaseDetail,
  asAdmin,
  auditRowsFor,
  bought,
  buyerA,
  type Page,
  shop,
  usePurchasesApp,
} from './purchases-suite.js';

/**
 * Refunds in the admin area (docs/adr/0037), asked of Stripe: the purchase turns refunded, and
 * the buyer loses the album, only when Stripe's charge.refunded arrives through the webhook.
 * Against the built-in checkout, whose webhooks reach the app on their own (or wait when held).
 */

jest.setTimeout(120_000);

usePurchasesApp();

describe('refunds', () => {
  it("are asked of Stripe; the purchase turns refunded, and access goes, when Stripe's event arrives", async () => {
    const { a0 } = bought;
    const held = shop.checkout.holdWebhooks();
    let requested: Reply<AdminPurchaseDetail>;
    try {
      requested = await asAdmin<AdminPurchaseDetail>('POST', `/purchases/${a0.purchaseId}/refund`);
      expect(requested.status).toBe(202);
      expect(requested.body).toMatchObject({
        status: 'paid',
        refund_state: 'requested',
        refund_requested_by: admin.email,
        refund_id: expect.stringMatching(/^re_/),
      });
      expect(requested.body.events.at(-1)).toMatchObject({
        kind: 'refund_requested',
        actor_email: admin.email,
      });
      // Stripe has not told us yet: the buyer still has the album, and a second click is refused.
      expect((await purchaseOfSession(a0.sessionId)).status).toBe('paid');
      expect((await accessTo(shop.t.baseUrl, buyerA, a0.album.id)).body.hasAccess).toBe(true);
      expectEnvelope(
        await asAdmin('POST', `/purchases/${a0.purchaseId}/refund`),
        409,
        'PAYMENTS.REFUND_ALREADY_REQUESTED',
      );
      const listed = await asAdmin<Page>('GET', `/purchases?buyer_id=${buyerA.userId}`);
      expect(listed.body.purchases.find((p) => p.id === a0.purchaseId)).toMatchObject({
        status: 'paid',
        refund_state: 'requested',
        refund_requested_at: expect.any(String),
      });
    } finally {
      held.release();
    }

    await reachedStatus(a0.sessionId, 'refunded');
    expect((await accessTo(shop.t.baseUrl, buyerA, a0.album.id)).body.hasAccess).toBe(false);
    expect((await grantsOf([buyerA.userId])).map((g) => g.album_id)).toEqual([bought.a1.album.id]);
    const transitions = await transitionsOf(a0.purchaseId);
    expect(transitions.at(-1)).toMatchObject({
      from_status: 'paid',
      to_status: 'refunded',
      source: 'webhook',
    });

    const detail = await asAdmin<AdminPurchaseDetail>('GET', `/purchases/${a0.purchaseId}`);
    expect(detail.body).toMatchObject({ status: 'refunded', refund_state: 'refunded' });
    expect(detail.body.refunded_at).not.toBeNull();
    expect(detail.body.events.map((e) => e.kind)).toEqual([
      'checkout_opened',
      'stripe_event',
      'status_change',
      'refund_requested',
      'stripe_event',
      'status_change',
    ]);
    const [refundEvent, refunded] = detail.body.events.slice(-2);
    expect(refundEvent).toMatchObject({ stripe_event_type: 'charge.refunded' });
    expect(refunded).toMatchObject({
      from_status: 'paid',
      to_status: 'refunded',
      source: 'webhook',
      stripe_event_id: refundEvent?.stripe_event_id,
    });

    // One refund at Stripe: the idempotency key names the purchase, so asking again is the same one.
    const paymentIntentId = detail.body.payment_intent_id ?? '';
    const again = await shop.t.app
      .get(StripeGateway)
      .refundPayment(paymentIntentId, a0.purchaseId, 'requested_by_customer');
    expect(again.id).toBe(requested.body.refund_id);
    const [charge] = (await shop.stripe.charges.list({ payment_intent: paymentIntentId })).data;
    expect(charge?.amount_refunded).toBe(599);

    expectEnvelope(
      await asAdmin('POST', `/purchases/${a0.purchaseId}/refund`),
      409,
      'PAYMENTS.ALREADY_REFUNDED',
    );
    const audit = await auditRowsFor(a0.purchaseId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actor_id: admin.userId,
      action: 'purchase.refund',
      target_type: 'purchase',
      ip: adminIp,
      before: { status: 'paid', refund_requested_at: null, refund_id: null, amount: 599 },
      after: {
        status: 'paid',
        refund_requested_at: expect.any(String),
        refund_id: requested.body.refund_id,
        reason: 'requested_by_customer',
      },
    });
  });

  it('refuses an unpaid, a disputed or a missing purchase, writing no audit row', async () => {
    const pending = await purchaseOfSession(bought.bPendingSession);
    expectEnvelope(
      await asAdmin('POST', `/purchases/${pending.id}/refund`),
      409,
      'PAYMENTS.REFUND_NOT_PAID',
    );

    await openDispute(shop.stripe, await paymentIntentOf(shop.stripe, bought.b0.sessionId));
    await reachedStatus(bought.b0.sessionId, 'disputed');
    expectEnvelope(
      await asAdmin('POST', `/purchases/${bought.b0.purchaseId}/refund`),
      409,
      'PAYMENTS.REFUND_DISPUTED',
    );

    const unknown = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expectEnvelope(
      await asAdmin('POST', `/purchases/${unknown}/refund`),
      404,
      'PAYMENTS.PURCHASE_NOT_FOUND',
    );
    expectEnvelope(
      await asAdmin('POST', `/purchases/${bought.a1.purchaseId}/refund`, {
        reason: 'changed_mind',
      }),
      400,
    );
    for (const id of [pending.id, bought.b0.purchaseId, unknown, bought.a1.purchaseId]) {
      expect(await auditRowsFor(id)).toEqual([]);
    }
    const untouched = await asAdmin<AdminPurchaseDetail>(
      'GET',
      `/purchases/${bought.a1.purchaseId}`,
    );
    expect(untouched.body).toMatchObject({ status: 'paid', refund_state: 'refundable' });
  });
});
