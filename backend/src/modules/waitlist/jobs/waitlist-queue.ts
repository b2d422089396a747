import type { QueueName } from '../../../platform/queue/index.js';

/** The waitlist queue's jobs, merged into the platform's typed `QueueJobMap`. */
export const WAITLIST_QUEUE = 'waitlist' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    waitlist: {
      /** Mails an entry its confirmation and unsubscribe links (made here, stored hashed). */
      'confirmation-mail': { entryId: string };
      /** Deletes unconfirmed entries older than UNCONFIRMED_DAYS (a repeatable job). */
      'purge-unconfirmed': Record<string, never>;
      /** Mails an approved entry its invite code, read from the database (docs/adr/0035). */
      'invite-mail': { entryId: string };
    };
  }
}
