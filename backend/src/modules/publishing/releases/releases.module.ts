import { Module } from '@nestjs/common';

import { QueueModule } from '../../../platform/queue/index.js';
import { StorageModule } from '../../../platform/storage/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { AlbumBuyersModule } from '../../payments/index.js';
import { UsersModule } from '../../users/index.js';
import { PUBLISHING_QUEUE } from '../jobs/publishing-queue.js';
import { PipelineModule } from '../pipeline/pipeline.module.js';
import { TrackMastersRepository } from '../track-masters.repository.js';
import { ArtworkStore } from './artwork-store.js';
import { PublishSchedule } from './publish-schedule.js';
import { ReleaseMailQueue } from './release-mail-queue.js';
import { ReleaseMailer } from './release-mailer.js';
import { BuyersMailer } from './buyers-mailer.js';
import { ReleaseModeration } from './release-moderation.js';
import { ReleasePublisher } from './release-publisher.js';
import { ReleaseViews } from './release-views.js';
import { PublishDueSchedule } from './publish-due-schedule.js';
import { ReleaseListsRepository } from './release-lists.repository.js';
import { ReleaseTransitionsRepository } from './release-transitions.repository.js';
import { ReleasesJobsProcessor } from './releases-jobs.processor.js';
import { ReleasesRepository } from './releases.repository.js';
import { StoredFiles } from './stored-files.js';
import { StudioAccess } from './studio-access.js';
import { StudioArtworkController } from './studio-artwork.controller.js';
import { StudioAudit } from './studio-audit.js';
import { StudioListening } from './studio-listening.js';
import { StudioReleasesController } from './studio-releases.controller.js';
import { StudioReleases } from './studio-releases.service.js';
import { StudioTracksController } from './studio-tracks.controller.js';
import { StudioTracks } from './studio-tracks.service.js';

/** What both the studio's routes and the queue's processor stand on. */
const RELEASE_CORE = [
  ReleasesRepository,
  ReleaseTransitionsRepository,
  TrackMastersRepository,
  ReleaseViews,
  StudioAudit,
  PublishSchedule,
  ReleaseMailQueue,
  ReleasePublisher,
];

/**
 * Releases (docs/adr/0041): the studio's routes under /api/studio/releases and /api/studio/tracks,
 * publishing and its schedule (queue `publishing`), and the take-down and restore the admin area
 * asks for (ReleaseModeration; its routes are the admin module's).
 */
@Module({
  imports: [
    QueueModule.forFeature(PUBLISHING_QUEUE),
    CatalogueModule,
    UsersModule,
    AlbumBuyersModule,
    StorageModule,
    PipelineModule,
  ],
  controllers: [StudioReleasesController, StudioArtworkController, StudioTracksController],
  providers: [
    ...RELEASE_CORE,
    ReleaseListsRepository,
    StudioAccess,
    StudioReleases,
    StudioTracks,
    StudioListening,
    ArtworkStore,
    StoredFiles,
    ReleaseModeration,
  ],
  // Who may act in the studio, and the audit of an admin's changes: the profile editor's too.
  exports: [ReleaseModeration, StudioAccess, StudioAudit],
})
export class ReleasesModule {}

/** The `publishing` queue's processor (in the worker, or in the API when EMBEDDED_WORKER). */
@Module({
  imports: [
    QueueModule.forFeature(PUBLISHING_QUEUE),
    CatalogueModule,
    UsersModule,
    AlbumBuyersModule,
  ],
  providers: [
    ...RELEASE_CORE,
    ReleaseMailer,
    BuyersMailer,
    ReleasesJobsProcessor,
    PublishDueSchedule,
  ],
})
export class ReleasesJobsModule {}
