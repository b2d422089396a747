import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { type PurchaseLogEntry, purchaseLog } from './domain/purchase-log.js';
import type { PurchaseStatus } from './domain/purchase-status.js';
import { PaymentsErrors } from './payments.errors.js';
import type { PurchaseListing } from './purchase-search.js';
import { PURCHASE_COLUMNS, toPurchaseRecord } from './purchases.repository.js';

export interface PurchaseHistoryRecord {
  purchase: Omit<PurchaseListing, 'sortKey'> & { refundRequestedByEmail: string | null };
  log: PurchaseLogEntry[];
}

interface TransitionRow {
  at: Date | string;
  from: PurchaseStatus | null;
  to: PurchaseStatus;
  cause: string;
  source: string;
  stripeEventId: string | null;
}

interface StoredEventRow {
  at: Date | string;
  id: string;
  type: string;
}

/**
 * One purchase as the admin area opens it: what is stored about it, and its event log (the
 * Stripe events stored for it, its status changes, the refund an admin asked for), oldest first.
 */
@Injectable()
export class PurchaseHistory {
  constructor(private readonly em: EntityManager) {}

  async of(purchaseId: string): Promise<PurchaseHistoryRecord> {
    const [purchase, transitions, events] = await Promise.all([
      this.purchase(purchaseId),
      this.em.execute<TransitionRow[]>(
        `select created_at as at, from_status as "from", to_status as "to", cause, source,
                stripe_event_id as "stripeEventId"
           from purchase_events where purchase_id = ? order by id`,
        [purchaseId],
      ),
      this.em.execute<StoredEventRow[]>(
        `select received_at as at, id, type from payment_webhook_events
          where purchase_id = ? order by received_at, id`,
        [purchaseId],
      ),
    ]);
    if (purchase === null) throw PaymentsErrors.PURCHASE_NOT_FOUND();
    const opened: PurchaseLogEntry[] = [{ kind: 'checkout_opened', at: purchase.createdAt }];
    const refund: PurchaseLogEntry[] =
      purchase.refundRequestedAt === null
        ? []
        : [
            {
              kind: 'refund_requested',
              at: purchase.refundRequestedAt,
              actorId: purchase.refundRequestedBy,
              actorEmail: purchase.refundRequestedByEmail,
            },
          ];
    return {
      purchase,
      log: purchaseLog([
        opened,
        refund,
        events.map((row) => ({
          kind: 'stripe_event' as const,
          at: new Date(row.at),
          stripeEventId: row.id,
          stripeEventType: row.type,
        })),
        transitions.map((row) => ({
          kind: 'status_change' as const,
          at: new Date(row.at),
          from: row.from,
          to: row.to,
          cause: row.cause,
          source: row.source,
          stripeEventId: row.stripeEventId,
        })),
      ]),
    };
  }

  private async purchase(purchaseId: string): Promise<PurchaseHistoryRecord['purchase'] | null> {
    const [row] = await this.em.execute<PurchaseHistoryRecord['purchase'][]>(
      `select p.*, u.email as "buyerEmail", u.display_name as "buyerName",
              al.title as "albumTitle", ar.name as "artistName",
              requester.email as "refundRequestedByEmail"
         from (select ${PURCHASE_COLUMNS} from purchases where id = ?) p
         join users u on u.id = p."userId"
         join albums al on al.id = p."albumId"
         join artists ar on ar.id = al.artist_id
         left join users requester on requester.id = p."refundRequestedBy"`,
      [purchaseId],
    );
    return row ? (toPurchaseRecord(row) as PurchaseHistoryRecord['purchase']) : null;
  }
}
