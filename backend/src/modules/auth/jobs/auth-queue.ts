import type { QueueName } from '../../../platform/queue/index.js';

/** The auth queue's jobs, merged into the platform's typed `QueueJobMap` (AuthModule registers it). */
export const AUTH_QUEUE = 'auth' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    auth: {
      /** Looks the account up and mails a reset link, off the request path (same reply either way). */
      'password-reset-mail': { email: string };
    };
  }
}
