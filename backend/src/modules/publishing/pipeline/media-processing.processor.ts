import { OnWorkerEvent, Processor } from '@nestjs/bullmq';
import { Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Job } from 'bullmq';

import { AppConfig } from '../../../config/index.js';
import { type JobHandlers, TypedProcessor } from '../../../platform/queue/index.js';
import { MEDIA_PROCESSING_QUEUE } from '../jobs/media-processing-queue.js';
import { MasterProcessing } from './master-processing.js';
import { PreviewRecut } from './preview-recut.js';
import { attemptOfJobId } from './processing-queue.js';
import { ProcessingWatchdog } from './processing-watchdog.js';

/**
 * Locks short enough that a killed worker's job is taken over within ~25 s (its lock expires
 * after 20 s; stalled jobs are looked for every 5 s): BullMQ renews the lock every 10 s while
 * ffmpeg runs in its own process, so the event loop stays free to do so. A job that stalls
 * twice (a master that kills its worker every time) is given up on — and its track failed.
 */
@Processor(
  { name: MEDIA_PROCESSING_QUEUE },
  { concurrency: 1, lockDuration: 20_000, stalledInterval: 5_000, maxStalledCount: 2 },
)
export class MediaProcessingProcessor
  extends TypedProcessor<'media-processing'>
  implements OnApplicationBootstrap
{
  private readonly logger = new Logger(MediaProcessingProcessor.name);

  constructor(
    private readonly masters: MasterProcessing,
    private readonly recut: PreviewRecut,
    private readonly watchdog: ProcessingWatchdog,
    private readonly config: AppConfig,
  ) {
    super();
  }

  protected readonly handlers: JobHandlers<'media-processing'> = {
    'process-master': ({ trackId }, job) => this.masters.run(trackId, attemptOfJobId(job.id)),
    'recut-preview': ({ trackId }) => this.recut.run(trackId),
    'processing-watchdog': () => this.watchdog.run(),
  };

  /** Masters at once per worker process (each takes a core): MEDIA_PROCESSING_CONCURRENCY. */
  onApplicationBootstrap(): void {
    this.worker.concurrency = this.config.env.MEDIA_PROCESSING_CONCURRENCY;
  }

  /**
   * A process-master job out of retries (our own trouble: the database, storage, an ffmpeg
   * error that does not read as a damaged file) fails its track at once, with the detail. A job
   * BullMQ gives up on as stalled emits nothing here: the watchdog fails that one.
   */
  @OnWorkerEvent('failed')
  async onFailed(job: Job | undefined, error: Error): Promise<void> {
    if (job?.name !== 'process-master' || job.attemptsMade < (job.opts.attempts ?? 1)) return;
    const { trackId } = job.data as { trackId: string };
    const attempt = attemptOfJobId(job.id);
    if (attempt === null) return;
    await this.masters
      .fail(trackId, attempt, { kind: 'internal' }, `Queue gave up: ${error.message}`)
      .catch((failure: unknown) => {
        this.logger.error({ err: failure, trackId }, 'could not store a processing failure');
      });
  }
}
