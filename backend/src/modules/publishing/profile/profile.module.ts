import { Module } from '@nestjs/common';

import { StorageModule } from '../../../platform/storage/index.js';
import { ArtistProfilesRepository } from '../../auth/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { ReleasesModule } from '../releases/releases.module.js';
import { ArtistPhotoStore } from './artist-photo-store.js';
import { ProfileRepository } from './profile.repository.js';
import { StudioProfileController } from './studio-profile.controller.js';
import { StudioProfile } from './studio-profile.service.js';

/**
 * The studio's profile editor (issue 25): `/api/studio/profile`, for the same callers as the
 * releases (StudioAccess), audited the same way (StudioAudit). A profile is a catalogue artist,
 * written through CatalogueWriter; the slug follows registration's rule (auth's slug rules).
 */
@Module({
  imports: [CatalogueModule, ReleasesModule, StorageModule],
  controllers: [StudioProfileController],
  providers: [StudioProfile, ProfileRepository, ArtistProfilesRepository, ArtistPhotoStore],
})
export class ProfileModule {}
