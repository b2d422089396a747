import type { QueueName } from '../../../platform/queue/index.js';

/** Releases' timed work (docs/adr/0041): a scheduled release goes public at its time. */
export const PUBLISHING_QUEUE = 'publishing' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    publishing: {
      /** The release goes public, if it is still scheduled for `at`. */
      'publish-scheduled': { albumId: string; at: string };
    };
  }
}
