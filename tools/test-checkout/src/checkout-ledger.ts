import type Stripe from 'stripe';

import { invalidRequest, noSuchObject } from './api-errors.js';
import { formatAmount } from './money.js';
import type { ChargeableCard } from './payment-form.js';
import {
  buildCharge,
  buildDispute,
  buildRefund,
  buildSession,
  chargeRefundedEvent,
  disputeEvent,
  newId,
  sessionEvent,
  type TestCheckoutEvent,
  type TestCheckoutPrice,
} from './stripe-objects.js';

/** One line of a session, kept for the hosted page (Stripe keeps line items apart too). */
export interface SessionLine {
  productName: string;
  quantity: number;
  unitAmount: number;
}

export interface NewSessionRequest {
  lines: { price: TestCheckoutPrice; quantity: number }[];
  successUrl: string;
  cancelUrl: string;
  clientReferenceId: string | null;
  customerEmail: string | null;
  metadata: Record<string, string>;
  paymentIntentMetadata: Record<string, string>;
  expiresAt: number | null;
}

export interface RefundRequest {
  chargeId: string | null;
  paymentIntentId: string | null;
  amount: number | null;
  metadata: Record<string, string>;
  reason: Stripe.Refund.Reason | null;
}

export interface LedgerDependencies {
  /** Unix seconds. */
  now: () => number;
  sessionUrl: (sessionId: string) => string;
  emit: (event: TestCheckoutEvent) => void;
  /** Stamped on events as `pending_webhooks`: 1 when they are delivered, 0 when only recorded. */
  pendingWebhooks: number;
}

interface SessionRecord {
  session: Stripe.Checkout.Session;
  lines: SessionLine[];
  paymentIntentMetadata: Record<string, string>;
}

interface PaymentIntentRecord {
  sessionId: string;
  chargeId: string;
}

/** Stripe's limits on `expires_at`: between 30 minutes and 24 hours after creation. */
const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

/**
 * The test checkout's state and every transition it allows: sessions, the payment intents and
 * charges their payments create, refunds and disputes. Each transition emits the event Stripe
 * would send. In memory only: the embedded checkout lives and dies with the process.
 */
export class CheckoutLedger {
  private readonly sessions = new Map<string, SessionRecord>();
  private readonly paymentIntents = new Map<string, PaymentIntentRecord>();
  private readonly charges = new Map<string, Stripe.Charge>();
  private readonly disputes = new Map<string, Stripe.Dispute>();

  constructor(private readonly deps: LedgerDependencies) {}

  createSession(request: NewSessionRequest): Stripe.Checkout.Session {
    const created = this.deps.now();
    if (request.expiresAt !== null) {
      const ahead = request.expiresAt - created;
      if (ahead < MIN_EXPIRY_SECONDS || ahead > MAX_EXPIRY_SECONDS) {
        throw invalidRequest(
          'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
          'expires_at',
        );
      }
    }
    const [first, ...others] = request.lines;
    if (!first) throw invalidRequest('line_items must contain at least one item.', 'line_items');
    const currency = first.price.currency;
    if (others.some((line) => line.price.currency !== currency)) {
      throw invalidRequest('All line items must use the same currency.', 'line_items');
    }
    const id = newId('cs');
    const session = buildSession({
      id,
      created,
      expiresAt: request.expiresAt ?? created + MAX_EXPIRY_SECONDS,
      amountTotal: request.lines.reduce((sum, l) => sum + l.price.unitAmount * l.quantity, 0),
      currency,
      url: this.deps.sessionUrl(id),
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      clientReferenceId: request.clientReferenceId,
      customerEmail: request.customerEmail,
      metadata: request.metadata,
    });
    this.sessions.set(id, {
      session,
      lines: request.lines.map(({ price, quantity }) => ({
        productName: price.productName,
        quantity,
        unitAmount: price.unitAmount,
      })),
      paymentIntentMetadata: request.paymentIntentMetadata,
    });
    return session;
  }

  /** A session and its lines; an open session past `expires_at` is expired on the way. */
  findSession(id: string): { session: Stripe.Checkout.Session; lines: SessionLine[] } | undefined {
    const record = this.sessions.get(id);
    if (!record) return undefined;
    this.expireIfOverdue(record);
    return { session: record.session, lines: record.lines };
  }

  retrieveSession(id: string): Stripe.Checkout.Session {
    const found = this.findSession(id);
    if (!found) throw noSuchObject('checkout.session', id, 'session', 'path');
    return found.session;
  }

  /** Newest first, like Stripe's list endpoints. */
  listSessions(filter: { paymentIntentId: string | null }): Stripe.Checkout.Session[] {
    const all = [...this.sessions.values()].reverse();
    for (const record of all) this.expireIfOverdue(record);
    return all
      .map((record) => record.session)
      .filter(
        (s) => filter.paymentIntentId === null || s.payment_intent === filter.paymentIntentId,
      );
  }

  expireSession(id: string): Stripe.Checkout.Session {
    const record = this.sessions.get(id);
    if (!record) throw noSuchObject('checkout.session', id, 'session', 'path');
    this.expireIfOverdue(record);
    if (record.session.status !== 'open') {
      throw invalidRequest(
        `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(record.session.status)}".`,
      );
    }
    this.expire(record);
    return record.session;
  }

  /** Expires every open session past its `expires_at` (Stripe does this on its own). */
  expireOverdueSessions(): void {
    for (const record of this.sessions.values()) this.expireIfOverdue(record);
  }

  /**
   * The hosted page's payment of an open session. An immediate card pays it now; an
   * asynchronous one completes it unpaid, and `settleAsyncPayment` decides later.
   */
  payWithCard(
    sessionId: string,
    card: ChargeableCard,
    customer: { email: string; name: string | null },
  ): Stripe.Checkout.Session {
    const record = this.sessions.get(sessionId);
    if (record?.session.status !== 'open') {
      throw invalidRequest('This Checkout Session is no longer open.');
    }
    const { session } = record;
    const paymentIntentId = newId('pi');
    const settlesNow = card.outcome === 'succeeds';
    const charge = buildCharge({
      id: newId('ch'),
      created: this.deps.now(),
      amount: session.amount_total ?? 0,
      currency: session.currency ?? 'gbp',
      paymentIntent: paymentIntentId,
      email: customer.email,
      name: customer.name,
      metadata: record.paymentIntentMetadata,
      status: settlesNow ? 'succeeded' : 'pending',
    });
    this.charges.set(charge.id, charge);
    this.paymentIntents.set(paymentIntentId, { sessionId, chargeId: charge.id });
    session.status = 'complete';
    session.payment_status = settlesNow ? 'paid' : 'unpaid';
    session.payment_intent = paymentIntentId;
    // Stripe's `url` is only there while the session can be paid.
    session.url = null;
    session.customer_details = {
      address: null,
      business_name: null,
      email: customer.email,
      individual_name: null,
      name: customer.name,
      phone: null,
      tax_exempt: 'none',
      tax_ids: [],
    };
    this.emitSessionEvent('checkout.session.completed', session);
    return session;
  }

  /** The later outcome of an asynchronous payment: paid, or failed for good. */
  settleAsyncPayment(sessionId: string, succeeded: boolean): void {
    const record = this.sessions.get(sessionId);
    const paymentIntentId = record?.session.payment_intent;
    if (!record || typeof paymentIntentId !== 'string') return;
    const charge = this.chargeOfPaymentIntent(paymentIntentId);
    if (charge?.status !== 'pending') return;
    if (succeeded) {
      Object.assign(charge, {
        status: 'succeeded',
        paid: true,
        captured: true,
        amount_captured: charge.amount,
      });
      record.session.payment_status = 'paid';
      this.emitSessionEvent('checkout.session.async_payment_succeeded', record.session);
    } else {
      Object.assign(charge, {
        status: 'failed',
        failure_code: 'card_declined',
        failure_message: 'Your card was declined.',
      });
      this.emitSessionEvent('checkout.session.async_payment_failed', record.session);
    }
  }

  refund(request: RefundRequest): Stripe.Refund {
    const charge = this.refundableCharge(request);
    const remaining = charge.amount - charge.amount_refunded;
    const amount = request.amount ?? remaining;
    if (amount > remaining) {
      throw invalidRequest(
        `Refund amount (${formatAmount(amount, charge.currency)}) is greater than unrefunded amount on charge (${formatAmount(remaining, charge.currency)})`,
        'amount',
      );
    }
    const refund = buildRefund({
      id: newId('re'),
      created: this.deps.now(),
      amount,
      charge,
      metadata: request.metadata,
      reason: request.reason,
    });
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    this.deps.emit(chargeRefundedEvent(charge, this.deps.now(), this.deps.pendingWebhooks));
    return refund;
  }

  retrieveCharge(id: string): Stripe.Charge {
    const charge = this.charges.get(id);
    if (!charge) throw noSuchObject('charge', id, 'charge', 'path');
    return charge;
  }

  /** Newest first; a payment intent has one charge here (no retries after a failure). */
  listCharges(filter: { paymentIntentId: string | null }): Stripe.Charge[] {
    return [...this.charges.values()]
      .reverse()
      .filter(
        (c) => filter.paymentIntentId === null || c.payment_intent === filter.paymentIntentId,
      );
  }

  /** Test helper: the cardholder's bank disputes a paid charge. */
  openDispute(chargeId: string): Stripe.Dispute {
    const charge = this.charges.get(chargeId);
    if (!charge) throw noSuchObject('charge', chargeId, 'charge', 'path');
    if (charge.status !== 'succeeded') {
      throw invalidRequest(`Charge ${chargeId} has not succeeded, so it cannot be disputed.`);
    }
    if (this.disputeOfCharge(chargeId)) {
      throw invalidRequest(`Charge ${chargeId} already has a dispute.`, 'charge');
    }
    const dispute = buildDispute({
      id: newId('dp'),
      created: this.deps.now(),
      amount: charge.amount,
      charge,
    });
    this.disputes.set(dispute.id, dispute);
    charge.disputed = true;
    this.deps.emit(
      disputeEvent('charge.dispute.created', dispute, this.deps.now(), this.deps.pendingWebhooks),
    );
    return dispute;
  }

  /** Test helper: the bank decides an open dispute. */
  closeDispute(disputeId: string, outcome: 'won' | 'lost'): Stripe.Dispute {
    const dispute = this.disputes.get(disputeId);
    if (!dispute) throw noSuchObject('dispute', disputeId, 'dispute', 'path');
    if (dispute.status !== 'needs_response') {
      throw invalidRequest(`Dispute ${disputeId} is already closed (${dispute.status}).`);
    }
    dispute.status = outcome;
    this.deps.emit(
      disputeEvent('charge.dispute.closed', dispute, this.deps.now(), this.deps.pendingWebhooks),
    );
    return dispute;
  }

  private refundableCharge(request: RefundRequest): Stripe.Charge {
    let charge: Stripe.Charge | undefined;
    if (request.chargeId !== null) {
      charge = this.charges.get(request.chargeId);
      if (!charge) throw noSuchObject('charge', request.chargeId, 'charge', 'body');
      if (request.paymentIntentId !== null && charge.payment_intent !== request.paymentIntentId) {
        throw invalidRequest(
          `Charge ${request.chargeId} does not belong to PaymentIntent ${request.paymentIntentId}.`,
          'payment_intent',
        );
      }
    } else if (request.paymentIntentId !== null) {
      if (!this.paymentIntents.has(request.paymentIntentId)) {
        throw noSuchObject('payment_intent', request.paymentIntentId, 'payment_intent', 'body');
      }
      charge = this.chargeOfPaymentIntent(request.paymentIntentId);
    } else {
      throw invalidRequest('One of `charge` or `payment_intent` is required.');
    }
    if (charge?.status !== 'succeeded') {
      const what = request.chargeId ?? `PaymentIntent ${request.paymentIntentId ?? ''}`;
      throw invalidRequest(`${what} does not have a successful charge to refund.`);
    }
    if (charge.refunded) {
      throw invalidRequest(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        'charge_already_refunded',
      );
    }
    const dispute = this.disputeOfCharge(charge.id);
    if (dispute && dispute.status !== 'won') {
      throw invalidRequest(
        `Charge ${charge.id} has been charged back; cannot issue a refund.`,
        undefined,
        'charge_disputed',
      );
    }
    return charge;
  }

  private chargeOfPaymentIntent(paymentIntentId: string): Stripe.Charge | undefined {
    const intent = this.paymentIntents.get(paymentIntentId);
    return intent ? this.charges.get(intent.chargeId) : undefined;
  }

  private disputeOfCharge(chargeId: string): Stripe.Dispute | undefined {
    return [...this.disputes.values()].find((dispute) => dispute.charge === chargeId);
  }

  private expireIfOverdue(record: SessionRecord): void {
    if (record.session.status === 'open' && this.deps.now() >= record.session.expires_at) {
      this.expire(record);
    }
  }

  private expire(record: SessionRecord): void {
    record.session.status = 'expired';
    record.session.url = null;
    this.emitSessionEvent('checkout.session.expired', record.session);
  }

  private emitSessionEvent(
    type: Parameters<typeof sessionEvent>[0],
    session: Stripe.Checkout.Session,
  ): void {
    this.deps.emit(sessionEvent(type, session, this.deps.now(), this.deps.pendingWebhooks));
  }
}
