import type { PurchaseStatus } from './purchase-status.js';

/**
 * One line of a purchase's event log, as the admin area shows it: the checkout opening, every
 * Stripe event stored for it, every status change, and a refund an admin asked for.
 */
export type PurchaseLogEntry =
  | { kind: 'checkout_opened'; at: Date }
  | { kind: 'refund_requested'; at: Date; actorId: string | null; actorEmail: string | null }
  | { kind: 'stripe_event'; at: Date; stripeEventId: string; stripeEventType: string }
  | {
      kind: 'status_change';
      at: Date;
      from: PurchaseStatus | null;
      to: PurchaseStatus;
      cause: string;
      source: string;
      stripeEventId: string | null;
    };

/**
 * Entries at the same instant (one transaction) read in causal order: a Stripe event before the
 * status change it caused.
 */
const RANK: Record<PurchaseLogEntry['kind'], number> = {
  checkout_opened: 0,
  refund_requested: 1,
  stripe_event: 2,
  status_change: 3,
};

/** The log, oldest first; each part's own order is kept for entries that tie. */
export function purchaseLog(parts: readonly (readonly PurchaseLogEntry[])[]): PurchaseLogEntry[] {
  return parts
    .flat()
    .map((entry, index) => ({ entry, index }))
    .sort(
      (a, b) =>
        a.entry.at.getTime() - b.entry.at.getTime() ||
        RANK[a.entry.kind] - RANK[b.entry.kind] ||
        a.index - b.index,
    )
    .map(({ entry }) => entry);
}
