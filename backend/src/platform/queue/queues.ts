/**
 * The typed map of every queue and job: queue name → job name → payload. Producers and
 * processors use these types so a payload can never drift from its handler.
 *
 * The platform declares only its own queue. A module adds its queue by declaration merging, in a
 * file of its own (e.g. `modules/analytics/analytics-queue.ts`):
 *
 *     declare module '../../platform/queue/index.js' {
 *       interface QueueJobMap { analytics: { 'play-events': { events: AcceptedPlayEvent[] } } }
 *     }
 *
 * and registers it with `QueueModule.forFeature('analytics')` in its Nest module.
 */
export interface QueueJobMap {
  maintenance: {
    /** Liveness probe of the worker: a round trip through Redis that the health check can run. */
    ping: { sentAt: string };
  };
}

export type QueueName = keyof QueueJobMap;
export type JobName<Q extends QueueName> = keyof QueueJobMap[Q] & string;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = QueueJobMap[Q][J];
