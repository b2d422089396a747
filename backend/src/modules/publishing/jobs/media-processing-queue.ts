import type { QueueName } from '../../../platform/queue/index.js';

/**
 * The heavy ffmpeg work (docs/adr/0042), with its own concurrency (MEDIA_PROCESSING_CONCURRENCY)
 * so a long master never delays the light queues.
 */
export const MEDIA_PROCESSING_QUEUE = 'media-processing' satisfies QueueName;

declare module '../../../platform/queue/index.js' {
  interface QueueJobMap {
    'media-processing': {
      /** Every output from the stored master: renditions, preview, loudness, peaks, facts, tags. */
      'process-master': { trackId: string };
      /** Only the preview, cut again from the stored master at the track's preview start. */
      'recut-preview': { trackId: string };
      /** Fails tracks whose processing stopped making progress (never "processing" forever). */
      'processing-watchdog': Record<string, never>;
    };
  }
}
