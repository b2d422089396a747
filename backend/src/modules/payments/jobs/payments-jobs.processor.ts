import { Processor } from '@nestjs/bullmq';

import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { PAYMENTS_QUEUE } from './payments-queue.js';
import { PurchaseMailer } from './purchase-mailer.js';

@Processor(PAYMENTS_QUEUE)
export class PaymentsJobsProcessor extends TypedProcessor<'payments'> {
  constructor(private readonly mail: PurchaseMailer) {
    super();
  }

  protected readonly handlers: JobHandlers<'payments'> = {
    'purchase-mail': ({ purchaseId }) => this.mail.send(purchaseId),
  };
}
