import type { QueueName } from '../../../platform/queue/index.js';

/** The uploads' housekeeping (docs/adr/0043): uploads unfinished after 24 hours are removed. */
export const UPLOADS_QUEUE = 'uploads' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    uploads: {
      'expire-uploads': Record<string, never>;
    };
  }
}
