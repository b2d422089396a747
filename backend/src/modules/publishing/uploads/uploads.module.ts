import { Module, type Provider } from '@nestjs/common';

import { AppConfig } from '../../../config/index.js';
import { QueueModule } from '../../../platform/queue/index.js';
import { StorageModule } from '../../../platform/storage/index.js';
import { AlbumBuyersModule } from '../../payments/index.js';
import { UPLOADS_QUEUE } from '../jobs/uploads-queue.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { ExpirySchedule } from './expiry-schedule.js';
import { MasterArrival } from './master-arrival.js';
import { MasterIntake } from './master-intake.js';
import { MasterUploads } from './master-uploads.js';
import { UploadCallers } from './upload-callers.js';
import { UploadExpiry } from './upload-expiry.js';
import { UploadIds } from './upload-ids.js';
import { UploadLocks } from './upload-locks.js';
import { UploadServer } from './upload-server.js';
import { UploadSlots } from './upload-slots.js';
import { UploadStorage, uploadStorePrefix } from './upload-storage.js';
import { UploadStoreGuard } from './upload-store-guard.js';
import { UploadsJobsProcessor } from './uploads-jobs.processor.js';
import { UploadsRoute } from './uploads.route.js';

/** What both processes need to reach the uploads' store and turn a finished one into a master. */
const INTAKE_PROVIDERS: Provider[] = [
  TrackMastersRepository,
  UploadSlots,
  {
    provide: UploadIds,
    inject: [AppConfig],
    useFactory: (config: AppConfig) => new UploadIds(uploadStorePrefix(config)),
  },
  UploadStoreGuard,
  UploadStorage,
  UploadLocks,
  MasterArrival,
  MasterIntake,
];

const INTAKE_IMPORTS = [StorageModule, PipelineModule];

/**
 * Resumable uploads of masters (docs/adr/0043): tus at `/api/studio/uploads`, served by Fastify
 * directly (UploadsRoute), each finished upload stored as its track's master and queued. The
 * `uploads` queue is registered here too, so the API's queue board and health show it.
 */
@Module({
  imports: [...INTAKE_IMPORTS, QueueModule.forFeature(UPLOADS_QUEUE), AlbumBuyersModule],
  providers: [...INTAKE_PROVIDERS, UploadCallers, MasterUploads, UploadServer, UploadsRoute],
})
export class UploadsModule {}

/** The `uploads` queue's processor: the hourly expiry of unfinished uploads, which it schedules. */
@Module({
  imports: [...INTAKE_IMPORTS, QueueModule.forFeature(UPLOADS_QUEUE)],
  providers: [...INTAKE_PROVIDERS, UploadExpiry, UploadsJobsProcessor, ExpirySchedule],
})
export class UploadsJobsModule {}
