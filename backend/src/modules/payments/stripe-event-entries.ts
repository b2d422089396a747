import type Stripe from 'stripe';

import {
  factsOfChargeEvent,
  factsOfSession,
  paymentIntentOfChargeEvent,
} from './domain/stripe-facts.js';
import type { LedgerEntry } from './purchase-ledger.js';
import type { PurchaseLocator } from './purchases.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Checkout Session event as a ledger entry. `session` is the session as Stripe states it now
 * (retrieved when the event arrives) or as the stored event carried it (replay).
 */
export function sessionEventEntry(
  event: Stripe.Event,
  session: Stripe.Checkout.Session,
): LedgerEntry {
  const locators: PurchaseLocator[] = [{ by: 'session', sessionId: session.id }];
  const purchaseId = session.metadata?.purchase_id;
  if (purchaseId !== undefined && UUID.test(purchaseId)) {
    locators.push({ by: 'id', id: purchaseId });
  }
  return {
    locators,
    heard: factsOfSession(session, new Date(event.created * 1000), event.type),
    cause: event.type,
    source: 'webhook',
    event,
  };
}

/**
 * A charge event (refund, dispute) as a ledger entry, found by its payment intent or, when that
 * is not known yet (the event outran the session's), by the session Stripe names for it.
 */
export function chargeEventEntry(
  event: Stripe.Event,
  sessionIdFromStripe: string | null,
): LedgerEntry | null {
  const heard = factsOfChargeEvent(event);
  if (heard === null) return null;
  const paymentIntentId = paymentIntentOfChargeEvent(event);
  const locators: PurchaseLocator[] = [];
  if (paymentIntentId !== undefined) locators.push({ by: 'payment-intent', paymentIntentId });
  if (sessionIdFromStripe !== null)
    locators.push({ by: 'session', sessionId: sessionIdFromStripe });
  return {
    locators,
    heard: { ...heard, paymentIntentId },
    cause: event.type,
    source: 'webhook',
    event,
  };
}
