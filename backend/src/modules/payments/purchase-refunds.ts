import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';

import { judgeRefund } from './domain/refund-eligibility.js';
import { PaymentsErrors } from './payments.errors.js';
import { type PurchaseRecord, PurchasesRepository } from './purchases.repository.js';
import { type RefundReason, StripeGateway } from './stripe-gateway.js';

/** The request's own record, written by the caller in the same transaction (the admin audit row). */
export type AlongsideRefundRequest = (
  tx: EntityManager,
  change: { before: PurchaseRecord; after: PurchaseRecord },
) => Promise<void>;

/**
 * Refunds asked for by an admin (docs/adr/0037). The request only asks Stripe: the purchase turns
 * refunded, and its album grant goes, when Stripe's charge.refunded arrives through the webhook
 * and the ledger, the one path every refund takes (one made in Stripe's dashboard too).
 */
@Injectable()
export class PurchaseRefunds {
  private readonly logger = new Logger(PurchaseRefunds.name);

  constructor(
    private readonly em: EntityManager,
    private readonly purchases: PurchasesRepository,
    private readonly gateway: StripeGateway,
  ) {}

  /**
   * Locks the purchase, checks it can be refunded, asks Stripe, and records who asked, when and
   * Stripe's refund id, all in one transaction with `alongside`. Stripe is called inside it, so a
   * refused or failed call records nothing; a second request waits for the lock and is then
   * refused, and the refund's webhook waits for the record to commit.
   */
  request(
    purchaseId: string,
    request: { requestedBy: string; reason: RefundReason },
    alongside: AlongsideRefundRequest,
  ): Promise<PurchaseRecord> {
    return this.em.fork().transactional(async (tx) => {
      const before = await this.purchases.lock(tx, { by: 'id', id: purchaseId });
      if (before === null) throw PaymentsErrors.PURCHASE_NOT_FOUND();
      const verdict = judgeRefund(before);
      switch (verdict.kind) {
        case 'already_refunded':
          throw PaymentsErrors.ALREADY_REFUNDED();
        case 'already_requested':
          throw PaymentsErrors.REFUND_ALREADY_REQUESTED();
        case 'disputed':
          throw PaymentsErrors.REFUND_DISPUTED();
        case 'not_paid':
          throw PaymentsErrors.REFUND_NOT_PAID();
        case 'refundable':
          break;
      }
      const refund = await this.askStripe(verdict.paymentIntentId, purchaseId, request.reason);
      const after = await this.purchases.markRefundRequested(tx, purchaseId, {
        requestedBy: request.requestedBy,
        refundId: refund.id,
      });
      await alongside(tx, { before, after });
      return after;
    });
  }

  private async askStripe(
    paymentIntentId: string,
    purchaseId: string,
    reason: RefundReason,
  ): Promise<Stripe.Refund> {
    try {
      return await this.gateway.refundPayment(paymentIntentId, purchaseId, reason);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError ||
        error instanceof Stripe.errors.StripeIdempotencyError
      ) {
        // Stripe knows better than our ledger when the news has not reached us yet.
        if (error.code === 'charge_already_refunded') throw PaymentsErrors.ALREADY_REFUNDED();
        if (error.code === 'charge_disputed') throw PaymentsErrors.REFUND_DISPUTED();
        this.logger.warn(`Stripe refused the refund of purchase ${purchaseId}: ${error.message}`);
        throw PaymentsErrors.REFUND_REFUSED();
      }
      this.logger.error(`Stripe could not be reached for a refund: ${String(error)}`);
      throw PaymentsErrors.PROVIDER_UNAVAILABLE();
    }
  }
}
