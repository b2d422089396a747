/**
 * The typed map of every queue and job: queue name → job name → payload. Producers and
 * processors use these types so a payload can never drift from its handler. Capabilities add
 * their queues here (analytics play events, mail, rollups) together with their processors.
 */
export interface QueueJobMap {
  maintenance: {
    /** Liveness probe of the worker: a round trip through Redis that the health check can run. */
    ping: { sentAt: string };
  };
  auth: {
    /** Looks the account up and mails a reset link, off the request path (same reply either way). */
    'password-reset-mail': { email: string };
  };
}

export type QueueName = keyof QueueJobMap;
export type JobName<Q extends QueueName> = keyof QueueJobMap[Q] & string;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = QueueJobMap[Q][J];

export const QUEUE_NAMES = ['maintenance', 'auth'] as const satisfies readonly QueueName[];
