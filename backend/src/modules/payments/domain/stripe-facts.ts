import type Stripe from 'stripe';

import type { PurchaseFacts } from './purchase-status.js';

/** What one Stripe statement tells about a purchase, and how to find the purchase. */
export interface HeardFacts {
  facts: Partial<PurchaseFacts>;
  /** Set when the statement reveals it (a completed session), so later charge events match. */
  paymentIntentId?: string | undefined;
  customerEmail?: string | undefined;
}

const at = (unixSeconds: number): Date => new Date(unixSeconds * 1000);
const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  value === null || value === undefined ? undefined : typeof value === 'string' ? value : value.id;

/**
 * A Checkout Session as Stripe states it now (retrieved, or inside a stored event). `when` dates
 * the facts; an `async_payment_failed` event is the only way to learn a failure, so the event type
 * is passed along when there is one.
 */
export function factsOfSession(
  session: Stripe.Checkout.Session,
  when: Date,
  eventType?: string,
): HeardFacts {
  const facts: Partial<PurchaseFacts> = {};
  if (session.status === 'complete') facts.completedAt = when;
  if (session.status === 'expired') facts.expiredAt = when;
  if (session.status === 'complete' && session.payment_status !== 'unpaid') facts.paidAt = when;
  if (eventType === 'checkout.session.async_payment_failed') facts.failedAt = when;
  return {
    facts,
    paymentIntentId: idOf(session.payment_intent),
    customerEmail: session.customer_details?.email ?? undefined,
  };
}

/** The charge events: a full refund revokes; a dispute suspends until it is closed. */
export function factsOfChargeEvent(event: Stripe.Event): HeardFacts | null {
  const when = at(event.created);
  switch (event.type) {
    case 'charge.refunded':
      return event.data.object.refunded ? { facts: { refundedAt: when } } : { facts: {} };
    case 'charge.dispute.created':
      return { facts: { disputeOpenedAt: when } };
    case 'charge.dispute.closed': {
      const status = event.data.object.status;
      if (status === 'won') return { facts: { disputeOpenedAt: when, disputeOutcome: 'won' } };
      if (status === 'lost') return { facts: { disputeOpenedAt: when, disputeOutcome: 'lost' } };
      return { facts: {} };
    }
    default:
      return null;
  }
}

/** The payment intent a charge event is about (how it is matched to a purchase). */
export function paymentIntentOfChargeEvent(event: Stripe.Event): string | undefined {
  switch (event.type) {
    case 'charge.refunded':
    case 'charge.dispute.created':
    case 'charge.dispute.closed':
      return idOf(event.data.object.payment_intent);
    default:
      return undefined;
  }
}

export const SESSION_EVENT_TYPES = [
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.async_payment_failed',
  'checkout.session.expired',
] as const;

export const CHARGE_EVENT_TYPES = [
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
] as const;

export const isSessionEvent = (
  event: Stripe.Event,
): event is Stripe.Event & { data: { object: Stripe.Checkout.Session } } =>
  (SESSION_EVENT_TYPES as readonly string[]).includes(event.type);
