import type { PurchaseStatus } from './purchase-status.js';

/** What the refund rule reads of a purchase. */
export interface RefundSubject {
  status: PurchaseStatus;
  paymentIntentId: string | null;
  refundRequestedAt: Date | null;
}

/**
 * Whether an admin may ask Stripe to refund a purchase, and if not, why (docs/adr/0037). Only a
 * payment that stands (paid, or restored after a won dispute) can be refunded, and only once: the
 * status turns to refunded when Stripe's charge.refunded arrives, so a request on its way also
 * refuses another. A disputed or charged-back payment is the bank's to settle.
 */
export type RefundVerdict =
  | { kind: 'refundable'; paymentIntentId: string }
  | { kind: 'already_refunded' }
  | { kind: 'already_requested' }
  | { kind: 'disputed' }
  | { kind: 'not_paid' };

export function judgeRefund(purchase: RefundSubject): RefundVerdict {
  switch (purchase.status) {
    case 'refunded':
      return { kind: 'already_refunded' };
    case 'disputed':
    case 'revoked':
      return { kind: 'disputed' };
    case 'paid':
    case 'restored':
      if (purchase.refundRequestedAt !== null) return { kind: 'already_requested' };
      return purchase.paymentIntentId === null
        ? { kind: 'not_paid' }
        : { kind: 'refundable', paymentIntentId: purchase.paymentIntentId };
    case 'pending':
    case 'processing':
    case 'failed':
    case 'expired':
      return { kind: 'not_paid' };
  }
}

/** A purchase's refund as the admin list shows it. */
export type RefundState = 'refundable' | 'requested' | 'refunded' | 'not_refundable';
export const REFUND_STATES: readonly RefundState[] = [
  'refundable',
  'requested',
  'refunded',
  'not_refundable',
];

export function refundStateOf(purchase: RefundSubject): RefundState {
  const verdict = judgeRefund(purchase);
  switch (verdict.kind) {
    case 'refundable':
      return 'refundable';
    case 'already_requested':
      return 'requested';
    case 'already_refunded':
      return 'refunded';
    case 'disputed':
    case 'not_paid':
      return 'not_refundable';
  }
}
