import type { QueueName } from '../../../platform/queue/index.js';

/**
 * The publishing module's two queues, merged into the platform's typed `QueueJobMap`:
 * `media-processing` runs the heavy ffmpeg work (its own concurrency, MEDIA_PROCESSING_CONCURRENCY);
 * `publishing` the light, timed work — scheduled publications, the processing watchdog and the
 * clean-up of expired uploads.
 */
export const MEDIA_PROCESSING_QUEUE = 'media-processing' satisfies QueueName;
export const PUBLISHING_QUEUE = 'publishing' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    'media-processing': {
      /** Every output from the stored master: renditions, preview, loudness, peaks, facts, tags. */
      'process-master': { trackId: string };
      /** Only the preview, cut again from the stored master at the track's preview start. */
      'recut-preview': { trackId: string };
    };
    publishing: {
      /** A scheduled release goes public, if it is still scheduled for `at`. */
      'publish-scheduled': { albumId: string; at: string };
      /** Fails tracks whose processing stopped making progress (never "processing" forever). */
      'processing-watchdog': Record<string, never>;
      /** Removes uploads that did not finish within their 24 hours. */
      'expire-uploads': Record<string, never>;
    };
  }
}
