import { Module } from '@nestjs/common';

import { CatalogueModule } from '../catalogue/index.js';
import { DownloadsModule } from './downloads/downloads.module.js';
import { PipelineJobsModule } from './pipeline/pipeline.module.js';
import { ProfileModule } from './profile/profile.module.js';
import { ReleasesJobsModule, ReleasesModule } from './releases/releases.module.js';
import { TrackMastersRepository } from './track-masters.repository.js';
import { UploadsJobsModule, UploadsModule } from './uploads/uploads.module.js';

/**
 * Publishing (docs/adr/0041): an artist's releases from draft to public, the resumable uploads of
 * their masters (tus, `/api/studio/uploads`), the media pipeline that processes them (queue
 * `media-processing`), owners' downloads, and the artist's profile (`/api/studio/profile`). The
 * catalogue stays the public reader: releases are its albums, listed only while published, and
 * a profile is its artist.
 */
@Module({
  imports: [CatalogueModule, UploadsModule, ReleasesModule, ProfileModule, DownloadsModule],
  providers: [TrackMastersRepository],
  exports: [TrackMastersRepository],
})
export class PublishingModule {}

/** Publishing's queue processors (in the worker, or in the API when EMBEDDED_WORKER). */
@Module({ imports: [PublishingModule, UploadsJobsModule, ReleasesJobsModule, PipelineJobsModule] })
export class PublishingJobsModule {}
