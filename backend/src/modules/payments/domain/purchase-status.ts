/**
 * A purchase's status is derived from the facts Stripe has stated about it, never stored as a
 * sequence of moves: each fact is set once (the first time it is heard) and the status is a pure
 * function of the set. Events that arrive twice, late or out of order therefore end in the same
 * state as in order (docs/adr/0018-payments.md).
 */
export const PURCHASE_STATUSES = [
  'pending',
  'processing',
  'paid',
  'failed',
  'expired',
  'refunded',
  'disputed',
  'restored',
  'revoked',
] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];

export type DisputeOutcome = 'won' | 'lost';

export interface PurchaseFacts {
  /** The customer finished the checkout (an asynchronous payment may still be settling). */
  completedAt: Date | null;
  paidAt: Date | null;
  failedAt: Date | null;
  expiredAt: Date | null;
  refundedAt: Date | null;
  disputeOpenedAt: Date | null;
  disputeOutcome: DisputeOutcome | null;
}

export const NO_FACTS: PurchaseFacts = {
  completedAt: null,
  paidAt: null,
  failedAt: null,
  expiredAt: null,
  refundedAt: null,
  disputeOpenedAt: null,
  disputeOutcome: null,
};

/** The order of precedence is the state machine: a later stage outranks an earlier one. */
export function purchaseStatus(facts: PurchaseFacts): PurchaseStatus {
  if (facts.refundedAt) return 'refunded';
  if (facts.disputeOutcome === 'lost') return 'revoked';
  if (facts.disputeOutcome === 'won') return 'restored';
  if (facts.disputeOpenedAt) return 'disputed';
  if (facts.paidAt) return 'paid';
  if (facts.failedAt) return 'failed';
  if (facts.expiredAt) return 'expired';
  if (facts.completedAt) return 'processing';
  return 'pending';
}

/** Statuses under which the buyer may play the album. */
export const grantsAccess = (status: PurchaseStatus): boolean =>
  status === 'paid' || status === 'restored';

const earliest = (a: Date | null, b: Date | null): Date | null =>
  a === null ? b : b === null ? a : a <= b ? a : b;

/**
 * Adds newly heard facts to known ones. Commutative and idempotent: times keep the earliest, and
 * a lost dispute outranks a won one, so the merge of any order of the same facts is the same.
 */
export function mergeFacts(known: PurchaseFacts, heard: Partial<PurchaseFacts>): PurchaseFacts {
  const outcome =
    known.disputeOutcome === 'lost' || heard.disputeOutcome === 'lost'
      ? 'lost'
      : (known.disputeOutcome ?? heard.disputeOutcome ?? null);
  return {
    completedAt: earliest(known.completedAt, heard.completedAt ?? null),
    paidAt: earliest(known.paidAt, heard.paidAt ?? null),
    failedAt: earliest(known.failedAt, heard.failedAt ?? null),
    expiredAt: earliest(known.expiredAt, heard.expiredAt ?? null),
    refundedAt: earliest(known.refundedAt, heard.refundedAt ?? null),
    disputeOpenedAt: earliest(known.disputeOpenedAt, heard.disputeOpenedAt ?? null),
    disputeOutcome: outcome,
  };
}
