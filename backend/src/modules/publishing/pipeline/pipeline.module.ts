import { Module } from '@nestjs/common';

import { MediaToolsModule } from '../../../platform/media-tools/index.js';
import { QueueModule } from '../../../platform/queue/index.js';
import { StorageModule } from '../../../platform/storage/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { MEDIA_PROCESSING_QUEUE } from '../jobs/media-processing-queue.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { MasterProcessing } from './master-processing.js';
import { MediaProcessingProcessor } from './media-processing.processor.js';
import { PipelineRepository } from './pipeline.repository.js';
import { PipelineSettings } from './pipeline-settings.js';
import { PreviewRecut } from './preview-recut.js';
import { ProcessingQueue } from './processing-queue.js';
import { ProcessingWatchdog } from './processing-watchdog.js';
import { RenditionStore } from './rendition-store.js';
import { WatchdogSchedule } from './watchdog-schedule.js';
import { WorkFolders } from './work-folders.js';

/**
 * The media pipeline's front door (docs/adr/0042): `ProcessingQueue`, for the uploads and the
 * studio to queue a master's processing or a preview's re-cut on `media-processing`.
 */
@Module({
  imports: [QueueModule.forFeature(MEDIA_PROCESSING_QUEUE)],
  providers: [ProcessingQueue, TrackMastersRepository],
  exports: [ProcessingQueue],
})
export class PipelineModule {}

/**
 * The pipeline itself (in the worker, or in the API when EMBEDDED_WORKER): the processor of
 * `media-processing` — masters, preview re-cuts, the watchdog it schedules — with ffmpeg and
 * ffprobe located at boot.
 */
@Module({
  imports: [
    PipelineModule,
    QueueModule.forFeature(MEDIA_PROCESSING_QUEUE),
    StorageModule,
    MediaToolsModule,
    CatalogueModule,
  ],
  providers: [
    TrackMastersRepository,
    PipelineRepository,
    PipelineSettings,
    RenditionStore,
    WorkFolders,
    MasterProcessing,
    PreviewRecut,
    ProcessingWatchdog,
    WatchdogSchedule,
    MediaProcessingProcessor,
  ],
})
export class PipelineJobsModule {}
