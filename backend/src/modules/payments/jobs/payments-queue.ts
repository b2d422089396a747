import type { QueueName } from '../../../platform/queue/index.js';

/** The payments queue's jobs, merged into the platform's typed `QueueJobMap`. */
export const PAYMENTS_QUEUE = 'payments' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    payments: {
      /** The buyer's receipt and the artist's sale notice, once a purchase is first paid. */
      'purchase-mail': { purchaseId: string };
    };
  }
}
