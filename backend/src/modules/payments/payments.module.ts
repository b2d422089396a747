import { Module } from '@nestjs/common';

import { QueueModule } from '../../platform/queue/index.js';
import { AccessModule } from '../access/index.js';
import { CatalogueModule } from '../catalogue/index.js';
import { UsersModule } from '../users/index.js';
import { CheckoutService } from './checkout.service.js';
import { PaymentsJobsProcessor } from './jobs/payments-jobs.processor.js';
import { PAYMENTS_QUEUE } from './jobs/payments-queue.js';
import { PurchaseMailer } from './jobs/purchase-mailer.js';
import { PurchaseHistory } from './purchase-history.js';
import { PurchaseLedger } from './purchase-ledger.js';
import { PurchaseRefunds } from './purchase-refunds.js';
import { PurchaseSearch } from './purchase-search.js';
import { PurchasesController } from './purchases.controller.js';
import { PurchasesRepository } from './purchases.repository.js';
import { PurchasesService } from './purchases.service.js';
import { SalesReader } from './sales.reader.js';
import { SoundcheckPrices } from './soundcheck-prices.js';
import { StripeController } from './stripe.controller.js';
import { StripeEvents } from './stripe-events.js';
import { StripeGateway } from './stripe-gateway.js';
import { StripeWebhookMetrics } from './stripe-webhook-metrics.js';
import { StripeWebhookRoute } from './stripe-webhook.route.js';

/**
 * Soundcheck purchases through Stripe Checkout (or the built-in test checkout): checkout, the
 * signed webhook, the success-page confirm, the caller's purchases and access checks.
 */
@Module({
  imports: [QueueModule.forFeature(PAYMENTS_QUEUE), AccessModule, CatalogueModule, UsersModule],
  controllers: [StripeController, PurchasesController],
  providers: [
    StripeGateway,
    SoundcheckPrices,
    CheckoutService,
    PurchasesRepository,
    PurchaseLedger,
    StripeEvents,
    PurchasesService,
    StripeWebhookRoute,
    StripeWebhookMetrics,
    SalesReader,
    PurchaseSearch,
    PurchaseHistory,
    PurchaseRefunds,
  ],
  exports: [
    StripeGateway,
    StripeEvents,
    PurchasesRepository,
    SalesReader,
    // The admin area's purchases and refunds (docs/adr/0037).
    PurchaseSearch,
    PurchaseHistory,
    PurchaseRefunds,
  ],
})
export class PaymentsModule {}

/**
 * The payments queue's processor (in the worker, or in the API when EMBEDDED_WORKER). It needs no
 * Stripe: it reads the stored purchase and mails, so the worker never starts a checkout.
 */
@Module({
  imports: [CatalogueModule, UsersModule],
  providers: [PurchasesRepository, PurchaseMailer, PaymentsJobsProcessor],
})
export class PaymentsJobsModule {}
