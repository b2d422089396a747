import type { PlayEventType, PlayPlatform } from '@encore/shared-rules';

import type { QueueName } from '../../platform/queue/index.js';

/**
 * The analytics queue: its jobs join the platform's typed `QueueJobMap` by declaration merging,
 * and `AnalyticsModule`/`AnalyticsJobsModule` register it with `QueueModule.forFeature`.
 */
export const ANALYTICS_QUEUE = 'analytics' satisfies QueueName;

declare module '../../platform/queue/index.js' {
  interface QueueJobMap {
    analytics: {
      /**
       * Play events accepted together by `POST /api/analytics/log-play` (one job per accept
       * batch). Each event carries the unique id given at acceptance, so a redelivered job
       * inserts nothing twice.
       */
      'play-events': { events: AcceptedPlayEvent[] };
      /**
       * Recomputes the per-track daily metrics of the (track, day) pairs new events touched
       * (a repeatable job, ADR 0027).
       */
      'rollup-plays': Record<string, never>;
    };
  }
}

/** A play the listener heard in full (member with access) or as a preview (ADR 0024). */
export type CountedAs = 'full' | 'preview';

/**
 * A validated play event as accepted by the API: the spec's payload (§3) plus what the server adds.
 * The track's title, artist name and duration are the catalogue's, not the client's (ADR 0024).
 */
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
  event_type: PlayEventType;
  play_source: 'web_app';
  session_id: string;
  completion_percentage: number;
  skip_reason: 'user_skip' | null;
  platform: PlayPlatform;
  device_type: string;
  app_version: string;
  /**
   * Who listened, for unique listeners: `u:<user id>`, else `a:<salted daily hash of the client>`.
   * Absent in jobs queued before ADR 0024 (the writer then falls back to the user, else the session).
   */
  listener?: string;
  /** Absent in jobs queued before ADR 0024: those count as full plays. */
  countedAs?: CountedAs;
}
