import { Module } from '@nestjs/common';

import { SecondFactorModule } from '../../auth/index.js';
import { ReleasesModule } from '../../publishing/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AdminReleasesController } from './admin-releases.controller.js';

/**
 * `/api/admin/releases` (docs/adr/0041): a module of its own so that only it depends on
 * publishing's moderation; the guard's needs (users, the second factor) come with it.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, ReleasesModule],
  controllers: [AdminReleasesController],
  providers: [AdminGuard],
})
export class AdminReleasesModule {}
