import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';

import type { AccessType } from '../catalogue/index.js';
import type { PurchaseFacts, PurchaseStatus } from './domain/purchase-status.js';

/** A purchase as stored: who bought which album, and every fact Stripe has stated about it. */
export interface PurchaseRecord extends PurchaseFacts {
  id: string;
  userId: string;
  albumId: string;
  accessType: AccessType;
  priceId: string;
  amount: number;
  currency: string;
  status: PurchaseStatus;
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  customerEmail: string | null;
  createdAt: Date;
  /** An admin asked Stripe for a refund (docs/adr/0037); the status waits for Stripe's event. */
  refundRequestedAt: Date | null;
  refundRequestedBy: string | null;
  refundId: string | null;
}

export interface NewPurchase {
  userId: string;
  albumId: string;
  accessType: AccessType;
  priceId: string;
  amount: number;
  currency: string;
}

/** How a Stripe statement names the purchase it is about. */
export type PurchaseLocator =
  | { by: 'id'; id: string }
  | { by: 'session'; sessionId: string }
  | { by: 'payment-intent'; paymentIntentId: string };

export interface PurchaseTransition {
  purchaseId: string;
  from: PurchaseStatus | null;
  to: PurchaseStatus;
  cause: string;
  source: 'checkout' | 'webhook' | 'confirm' | 'replay';
  stripeEventId: string | null;
}

const COLUMNS = `id, user_id AS "userId", album_id AS "albumId", access_type AS "accessType",
  price_id AS "priceId", amount, currency, status, checkout_session_id AS "checkoutSessionId",
  payment_intent_id AS "paymentIntentId", customer_email AS "customerEmail",
  completed_at AS "completedAt", paid_at AS "paidAt", failed_at AS "failedAt",
  expired_at AS "expiredAt", refunded_at AS "refundedAt", dispute_opened_at AS "disputeOpenedAt",
  dispute_outcome AS "disputeOutcome", created_at AS "createdAt",
  refund_requested_at AS "refundRequestedAt", refund_requested_by AS "refundRequestedBy",
  refund_id AS "refundId"`;

const LOCATOR_WHERE: Record<PurchaseLocator['by'], string> = {
  id: 'id = ?',
  session: 'checkout_session_id = ?',
  'payment-intent': 'payment_intent_id = ?',
};
const locatorValue = (locator: PurchaseLocator): string =>
  locator.by === 'id'
    ? locator.id
    : locator.by === 'session'
      ? locator.sessionId
      : locator.paymentIntentId;

const DATE_FIELDS = [
  'completedAt',
  'paidAt',
  'failedAt',
  'expiredAt',
  'refundedAt',
  'disputeOpenedAt',
  'createdAt',
  'refundRequestedAt',
] as const;

/** Raw statements return timestamps as the driver gives them (text): the record holds Dates. */
function toRecord(row: PurchaseRecord): PurchaseRecord {
  const record = { ...row };
  for (const field of DATE_FIELDS) {
    const value = row[field] as Date | string | null;
    (record as Record<string, unknown>)[field] = value === null ? null : new Date(value);
  }
  return record;
}

const asDate = (value: Date | string | null): Date | null =>
  value === null ? null : new Date(value);

/** The readers of the admin area select the same columns and build the same records. */
export { COLUMNS as PURCHASE_COLUMNS, toRecord as toPurchaseRecord };

/** A checkout session older than this is not offered again (Stripe's sessions last 24 h). */
const REUSABLE_SESSION_HOURS = 23;

/** `purchases`, their transition log and the webhook events received (hand-written SQL). */
@Injectable()
export class PurchasesRepository {
  constructor(private readonly em: EntityManager) {}

  async insertPending(tx: EntityManager, purchase: NewPurchase): Promise<string> {
    const [row] = await tx.execute<{ id: string }[]>(
      `INSERT INTO purchases (user_id, album_id, access_type, price_id, amount, currency)
       VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
      [
        purchase.userId,
        purchase.albumId,
        purchase.accessType,
        purchase.priceId,
        purchase.amount,
        purchase.currency,
      ],
    );
    if (!row) throw new Error('Purchase insert returned no row');
    return row.id;
  }

  async setCheckoutSession(tx: EntityManager, id: string, sessionId: string): Promise<void> {
    await tx.execute('UPDATE purchases SET checkout_session_id = ? WHERE id = ?', [sessionId, id]);
  }

  /** The caller's newest checkout for the album that may still be open at Stripe. */
  async reusableCheckout(
    tx: EntityManager,
    userId: string,
    albumId: string,
  ): Promise<{ id: string; checkoutSessionId: string } | null> {
    const [row] = await tx.execute<{ id: string; checkoutSessionId: string }[]>(
      `SELECT id, checkout_session_id AS "checkoutSessionId" FROM purchases
       WHERE user_id = ? AND album_id = ? AND status = 'pending'
         AND checkout_session_id IS NOT NULL
         AND created_at > now() - make_interval(hours => ?)
       ORDER BY created_at DESC LIMIT 1`,
      [userId, albumId, REUSABLE_SESSION_HOURS],
    );
    return row ?? null;
  }

  /** Whether the caller has a payment for the album that is still settling (no second charge). */
  async hasSettlingPayment(tx: EntityManager, userId: string, albumId: string): Promise<boolean> {
    const rows = await tx.execute<unknown[]>(
      `SELECT 1 FROM purchases WHERE user_id = ? AND album_id = ? AND status = 'processing' LIMIT 1`,
      [userId, albumId],
    );
    return rows.length > 0;
  }

  /** The purchase, locked for the rest of the transaction (one change at a time per purchase). */
  async lock(tx: EntityManager, locator: PurchaseLocator): Promise<PurchaseRecord | null> {
    const [row] = await tx.execute<PurchaseRecord[]>(
      `SELECT ${COLUMNS} FROM purchases WHERE ${LOCATOR_WHERE[locator.by]} FOR UPDATE`,
      [locatorValue(locator)],
    );
    return row ? toRecord(row) : null;
  }

  async saveFacts(
    tx: EntityManager,
    id: string,
    facts: PurchaseFacts,
    status: PurchaseStatus,
    reference: { paymentIntentId?: string | undefined; customerEmail?: string | undefined },
  ): Promise<void> {
    await tx.execute(
      `UPDATE purchases SET completed_at = ?, paid_at = ?, failed_at = ?, expired_at = ?,
         refunded_at = ?, dispute_opened_at = ?, dispute_outcome = ?, status = ?,
         payment_intent_id = coalesce(payment_intent_id, ?),
         customer_email = coalesce(customer_email, ?), updated_at = now()
       WHERE id = ?`,
      [
        facts.completedAt,
        facts.paidAt,
        facts.failedAt,
        facts.expiredAt,
        facts.refundedAt,
        facts.disputeOpenedAt,
        facts.disputeOutcome,
        status,
        reference.paymentIntentId ?? null,
        reference.customerEmail?.slice(0, 254) ?? null,
        id,
      ],
    );
  }

  /** Notes the refund an admin asked Stripe for; the purchase must be locked by the caller. */
  async markRefundRequested(
    tx: EntityManager,
    id: string,
    request: { requestedBy: string; refundId: string },
  ): Promise<PurchaseRecord> {
    const [row] = await tx.execute<PurchaseRecord[]>(
      `UPDATE purchases SET refund_requested_at = now(), refund_requested_by = ?, refund_id = ?,
         updated_at = now()
       WHERE id = ? RETURNING ${COLUMNS}`,
      [request.requestedBy, request.refundId.slice(0, 255), id],
    );
    if (!row) throw new Error(`Purchase ${id} vanished while locked`);
    return toRecord(row);
  }

  async logTransition(tx: EntityManager, transition: PurchaseTransition): Promise<void> {
    await tx.execute(
      `INSERT INTO purchase_events (purchase_id, from_status, to_status, cause, source, stripe_event_id)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        transition.purchaseId,
        transition.from,
        transition.to,
        transition.cause.slice(0, 80),
        transition.source,
        transition.stripeEventId,
      ],
    );
  }

  /**
   * Serialises grant changes for one buyer and album until the transaction ends: in READ
   * COMMITTED, `grantStart` then sees every other purchase of the album as last committed.
   */
  async lockBuyerAlbum(tx: EntityManager, userId: string, albumId: string): Promise<void> {
    await tx.execute('SELECT pg_advisory_xact_lock(hashtext(?))', [`grant:${userId}:${albumId}`]);
  }

  /**
   * When the buyer's access to the album began: the first payment among granting purchases (a
   * won dispute, which proves the payment, dates it until the payment itself is heard).
   */
  async grantStart(tx: EntityManager, userId: string, albumId: string): Promise<Date | null> {
    const [row] = await tx.execute<{ since: Date | string | null }[]>(
      `SELECT min(coalesce(paid_at, dispute_opened_at)) AS since FROM purchases
       WHERE user_id = ? AND album_id = ? AND status IN ('paid', 'restored')`,
      [userId, albumId],
    );
    return asDate(row?.since ?? null);
  }

  /** Stores a webhook event once; false when its id was already stored (a redelivery). */
  async recordWebhookEvent(tx: EntityManager, event: Stripe.Event): Promise<boolean> {
    const rows = await tx.execute<{ id: string }[]>(
      `INSERT INTO payment_webhook_events (id, type, payload) VALUES (?, ?, ?::jsonb)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type.slice(0, 100), JSON.stringify(event)],
    );
    return rows.length > 0;
  }

  async linkWebhookEvent(tx: EntityManager, eventId: string, purchaseId: string): Promise<void> {
    await tx.execute('UPDATE payment_webhook_events SET purchase_id = ? WHERE id = ?', [
      purchaseId,
      eventId,
    ]);
  }

  /** Stored webhook events in the order they arrived, a page at a time (the replay CLI). */
  async webhookEventsAfter(
    cursor: { receivedAt: string; id: string } | null,
    limit: number,
  ): Promise<{ id: string; receivedAt: string; payload: Stripe.Event }[]> {
    // The cursor's time stays text as PostgreSQL printed it (microseconds a Date would drop).
    return this.em.execute(
      `SELECT id, received_at::text AS "receivedAt", payload FROM payment_webhook_events
       WHERE (?::timestamptz IS NULL OR (received_at, id) > (?::timestamptz, ?))
       ORDER BY received_at, id LIMIT ?`,
      [cursor?.receivedAt ?? null, cursor?.receivedAt ?? null, cursor?.id ?? '', limit],
    );
  }

  /** The caller's purchases, newest first; abandoned checkouts (never completed) are left out. */
  async listForUser(userId: string, limit: number): Promise<PurchaseRecord[]> {
    const rows = await this.em.execute<PurchaseRecord[]>(
      `SELECT ${COLUMNS} FROM purchases
       WHERE user_id = ? AND status NOT IN ('pending', 'expired')
       ORDER BY created_at DESC, id DESC LIMIT ?`,
      [userId, limit],
    );
    return rows.map(toRecord);
  }

  async findBySession(sessionId: string): Promise<PurchaseRecord | null> {
    const [row] = await this.em.execute<PurchaseRecord[]>(
      `SELECT ${COLUMNS} FROM purchases WHERE checkout_session_id = ?`,
      [sessionId],
    );
    return row ? toRecord(row) : null;
  }

  async findByPaymentIntent(paymentIntentId: string): Promise<PurchaseRecord | null> {
    const [row] = await this.em.execute<PurchaseRecord[]>(
      `SELECT ${COLUMNS} FROM purchases WHERE payment_intent_id = ? LIMIT 1`,
      [paymentIntentId],
    );
    return row ? toRecord(row) : null;
  }

  async findById(id: string): Promise<PurchaseRecord | null> {
    const [row] = await this.em.execute<PurchaseRecord[]>(
      `SELECT ${COLUMNS} FROM purchases WHERE id = ?`,
      [id],
    );
    return row ? toRecord(row) : null;
  }

  /** Every purchase's id and status (the replay CLI compares them before and after). */
  statusSnapshot(): Promise<{ id: string; status: PurchaseStatus }[]> {
    return this.em.execute('SELECT id, status FROM purchases ORDER BY id');
  }
}
