import { PURCHASE_STATUS_LABELS } from '@/entities/purchase';
import type { PurchaseLogEntry } from '../api/admin-purchases-api';

/** One line of a purchase's event log as an admin reads it. */
export interface LogLine {
  title: string;
  detail: string | null;
}

/** Who told us about a status change (the server's `source`). */
const SOURCES: Readonly<Record<string, string>> = {
  webhook: "Stripe's webhook",
  confirm: 'the buyer back from the checkout',
  checkout: 'the checkout',
  replay: 'the replay tool',
};

const statusWords = (status: PurchaseLogEntry['to_status']): string =>
  status === null ? 'New' : PURCHASE_STATUS_LABELS[status];

export function logLine(entry: PurchaseLogEntry): LogLine {
  switch (entry.kind) {
    case 'checkout_opened':
      return { title: 'Checkout opened', detail: null };
    case 'refund_requested':
      return {
        title: 'Refund requested',
        detail: `by ${entry.actor_email ?? 'an admin whose account is gone'}`,
      };
    case 'stripe_event':
      return {
        title: `Stripe event ${entry.stripe_event_type ?? ''}`.trim(),
        detail: entry.stripe_event_id,
      };
    case 'status_change': {
      const source = entry.source === null ? null : (SOURCES[entry.source] ?? entry.source);
      return {
        title: `${statusWords(entry.from_status)} → ${statusWords(entry.to_status)}`,
        detail: [source === null ? null : `from ${source}`, entry.cause]
          .filter((part) => part !== null && part !== '')
          .join(' · '),
      };
    }
  }
}
