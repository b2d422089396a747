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
  analytics: {
    /**
     * Play events accepted together by `POST /api/analytics/log-play` (one job per accept batch).
     * Each event carries the unique id given at acceptance, so a redelivered job inserts nothing twice.
     */
    'play-events': { events: AcceptedPlayEvent[] };
  };
}

/** A validated play event as accepted by the API: the spec's payload (§3) plus what the server adds. */
export interface AcceptedPlayEvent {
  /** UUID given at acceptance; the play_events primary key (idempotent inserts). */
  id: string;
  /** ISO time of acceptance. */
  receivedAt: string;
  /** From the bearer token, never from the body; null for visitors. */
  userId: string | null;
  track_id: string;
  track_title: string;
  artist_id: string;
  artist_name: string;
  track_duration_ms: number;
  listening_time_ms: number;
  event_type:
    'play_start' | 'play_resume' | 'pause' | 'track_complete' | 'skip_forward' | 'skip_backward';
  play_source: 'web_app';
  session_id: string;
  completion_percentage: number;
  skip_reason: 'user_skip' | null;
  platform: 'mobile' | 'desktop';
  device_type: string;
  app_version: string;
}

export type QueueName = keyof QueueJobMap;
export type JobName<Q extends QueueName> = keyof QueueJobMap[Q] & string;
export type JobPayload<Q extends QueueName, J extends JobName<Q>> = QueueJobMap[Q][J];

export const QUEUE_NAMES = [
  'maintenance',
  'auth',
  'analytics',
] as const satisfies readonly QueueName[];
