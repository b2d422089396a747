import { Injectable } from '@nestjs/common';
import type { Counter } from 'prom-client';

import { MetricsRegistry } from '../../platform/metrics/index.js';
import type { LedgerOutcome } from './purchase-ledger.js';

/** What became of a webhook delivery: a ledger outcome, or why it was not applied. */
export type WebhookResult = LedgerOutcome['kind'] | 'ignored' | 'refused' | 'failed';

/**
 * `encore_stripe_webhook_events_total{type, result}` (docs/operations.md). The type is Stripe's
 * event type once the signature is verified (a bounded set Stripe defines), `unverified` before.
 * Results: applied, duplicate, unmatched (stored, no purchase), ignored (a type we do not act
 * on), refused (bad signature or body: 400), failed (a 5xx: Stripe retries).
 */
@Injectable()
export class StripeWebhookMetrics {
  private readonly events: Counter<'type' | 'result'>;

  constructor(metrics: MetricsRegistry) {
    this.events = metrics.counter({
      name: 'encore_stripe_webhook_events_total',
      help: 'Stripe webhook deliveries by event type and result',
      labelNames: ['type', 'result'],
    });
  }

  received(type: string, result: WebhookResult): void {
    this.events.inc({ type, result });
  }
}
