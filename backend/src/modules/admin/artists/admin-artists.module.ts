import { Module } from '@nestjs/common';

import { SecondFactorModule } from '../../auth/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AdminArtistsController } from './admin-artists.controller.js';

/** `/api/admin/artists` (docs/adr/0036): artist profiles and the accounts that manage them. */
@Module({
  imports: [UsersModule, SecondFactorModule, CatalogueModule],
  controllers: [AdminArtistsController],
  providers: [AdminGuard],
})
export class AdminArtistsModule {}
