import type { QueueName } from '../../../platform/queue/index.js';

/**
 * Releases' timed and follow-up work (docs/adr/0041): a scheduled release goes public at its time;
 * an artist is mailed when an admin takes a release down or restores it; buyers are mailed when
 * a release they bought gets new tracks.
 */
export const PUBLISHING_QUEUE = 'publishing' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    publishing: {
      /** The release goes public, if it is still scheduled for `at`. */
      'publish-scheduled': { albumId: string; at: string };
      /**
       * The catch-up (every minute): publishes what is still scheduled for a time that has
       * passed, should its own job have been lost (a Redis restart without persistence).
       */
      'publish-due': Record<string, never>;
      /** The artist hears that Encore took a release down, or restored it, and why. */
      'release-mail': { albumId: string; event: 'taken_down' | 'restored'; reason: string };
      /**
       * The release went public with tracks its buyers never had: each buyer is mailed their
       * titles and the artist's note (docs/adr/0050).
       */
      'buyers-news': { albumId: string; trackIds: string[]; note: string };
    };
  }
}
