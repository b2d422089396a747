import { Module } from '@nestjs/common';

import { SecondFactorModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { AdminController } from './admin.controller.js';
import { AdminGuard } from './admin-only.guard.js';

/** The admin area: its boundary (AdminOnly) and its routes under /api/admin. */
@Module({
  imports: [UsersModule, SecondFactorModule],
  controllers: [AdminController],
  providers: [AdminGuard],
  exports: [AdminGuard, UsersModule, SecondFactorModule],
})
export class AdminModule {}
