import { type DynamicModule, Module } from '@nestjs/common';

import { QueueModule } from '../../../platform/queue/index.js';
import { StorageModule } from '../../../platform/storage/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { AlbumBuyersModule } from '../../payments/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';
import { PipelineJobsModule, PipelineModule } from '../pipeline/pipeline.module.js';
import { ArtworkStore } from '../releases/artwork-store.js';
import { PublishSchedule } from '../releases/publish-schedule.js';
import { ReleaseMailQueue } from '../releases/release-mail-queue.js';
import { ReleasePublisher } from '../releases/release-publisher.js';
import { ReleaseTransitionsRepository } from '../releases/release-transitions.repository.js';
import { ReleaseViews } from '../releases/release-views.js';
import { ReleasesRepository } from '../releases/releases.repository.js';
import { StudioAudit } from '../releases/studio-audit.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { MasterArrival } from '../uploads/master-arrival.js';
import { UploadSlots } from '../uploads/upload-slots.js';
import { CatalogueImport } from './catalogue-import.js';
import { ImportArtwork } from './import-artwork.js';
import { ImportRepository } from './import.repository.js';
import { ImportWriter } from './import-writer.js';

/**
 * The operator's import (`npm run catalogue:import`, docs/adr/0042): what it needs of the
 * releases (their repository, publishing, artwork) and of the uploads (MasterArrival), no routes.
 */
@Module({
  imports: [
    CatalogueModule,
    AlbumBuyersModule,
    StorageModule,
    PipelineModule,
    QueueModule.forFeature(PUBLISHING_QUEUE),
  ],
  providers: [
    TrackMastersRepository,
    ReleasesRepository,
    ReleaseTransitionsRepository,
    ReleaseViews,
    StudioAudit,
    PublishSchedule,
    ReleaseMailQueue,
    ReleasePublisher,
    ArtworkStore,
    UploadSlots,
    MasterArrival,
    ImportRepository,
    ImportWriter,
    ImportArtwork,
    CatalogueImport,
  ],
  exports: [CatalogueImport],
})
export class CatalogueImportModule {
  /**
   * `processing`: the pipeline's processor runs in this process too, so the import finishes on
   * its own even when no worker runs (a dry run has none: it must not take any job).
   */
  static register(options: { processing: boolean }): DynamicModule {
    return {
      module: CatalogueImportModule,
      imports: options.processing ? [PipelineJobsModule] : [],
    };
  }
}
