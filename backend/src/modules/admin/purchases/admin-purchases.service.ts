import { Injectable } from '@nestjs/common';

import {
  PurchaseHistory,
  type PurchaseHistoryRecord,
  type PurchaseListing,
  PurchaseRefunds,
  PurchaseSearch,
  type PurchaseSearchQuery,
  type RefundReason,
} from '../../payments/index.js';
import type { AdminAction } from '../admin-action.js';
import { AuditLog } from '../audit/audit-log.js';
import { purchaseSnapshot } from './admin-purchases.dto.js';

/**
 * Purchases in the admin area: the payments module's list and history, and refunds it asks
 * Stripe for, each request with its audit row in the request's own transaction.
 */
@Injectable()
export class AdminPurchases {
  constructor(
    private readonly search: PurchaseSearch,
    private readonly history: PurchaseHistory,
    private readonly refunds: PurchaseRefunds,
    private readonly audit: AuditLog,
  ) {}

  list(query: PurchaseSearchQuery): Promise<PurchaseListing[]> {
    return this.search.list(query);
  }

  detail(id: string): Promise<PurchaseHistoryRecord> {
    return this.history.of(id);
  }

  /** Asks Stripe for the refund; the purchase turns refunded when Stripe's event arrives. */
  async refund(
    action: AdminAction,
    id: string,
    reason: RefundReason,
  ): Promise<PurchaseHistoryRecord> {
    await this.refunds.request(
      id,
      { requestedBy: action.actorId, reason },
      (tx, { before, after }) =>
        this.audit.record(tx, {
          actorId: action.actorId,
          ip: action.ip,
          action: 'purchase.refund',
          targetType: 'purchase',
          targetId: id,
          before: purchaseSnapshot(before),
          after: { ...purchaseSnapshot(after), reason },
        }),
    );
    return this.history.of(id);
  }
}
