import type Stripe from 'stripe';

import { isSessionEvent } from './domain/stripe-facts.js';
import type { PurchaseLedger } from './purchase-ledger.js';
import type { PurchasesRepository } from './purchases.repository.js';
import { chargeEventEntry, sessionEventEntry } from './stripe-event-entries.js';

export interface ReplayReport {
  events: number;
  applied: number;
  unmatched: number;
  /** Purchases whose status differs after the replay (empty when the ledger was consistent). */
  changed: { id: string; before: string; after: string }[];
}

const PAGE = 500;

/**
 * Re-applies every stored webhook event, oldest first, from the payload as Stripe sent it (no
 * Stripe call, no mail, no new event row). The facts merge is idempotent, so a consistent ledger
 * comes out unchanged; the report names any purchase whose status moved.
 */
export async function replayStoredEvents(
  purchases: PurchasesRepository,
  ledger: PurchaseLedger,
): Promise<ReplayReport> {
  const before = new Map((await purchases.statusSnapshot()).map((row) => [row.id, row.status]));
  const report: ReplayReport = { events: 0, applied: 0, unmatched: 0, changed: [] };
  let cursor: { receivedAt: string; id: string } | null = null;
  for (;;) {
    const page = await purchases.webhookEventsAfter(cursor, PAGE);
    for (const stored of page) {
      report.events += 1;
      const outcome = await replayOne(ledger, stored.payload);
      if (outcome === 'applied') report.applied += 1;
      if (outcome === 'unmatched') report.unmatched += 1;
    }
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE) break;
    cursor = { receivedAt: last.receivedAt, id: last.id };
  }
  for (const { id, status } of await purchases.statusSnapshot()) {
    const previous = before.get(id);
    if (previous !== undefined && previous !== status) {
      report.changed.push({ id, before: previous, after: status });
    }
  }
  return report;
}

async function replayOne(
  ledger: PurchaseLedger,
  event: Stripe.Event,
): Promise<'applied' | 'unmatched' | 'ignored'> {
  const entry = isSessionEvent(event)
    ? sessionEventEntry(event, event.data.object)
    : chargeEventEntry(event, null);
  if (entry === null) return 'ignored';
  const outcome = await ledger.record({ ...entry, source: 'replay' });
  return outcome.kind === 'applied'
    ? 'applied'
    : outcome.kind === 'unmatched'
      ? 'unmatched'
      : 'ignored';
}
