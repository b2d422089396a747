import { Module } from '@nestjs/common';

import { SecondFactorModule } from '../../auth/index.js';
import { PaymentsModule } from '../../payments/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AdminOverview } from './admin-overview.service.js';
import { AdminOverviewController } from './overview.controller.js';
import { OverviewReader } from './overview.reader.js';

/**
 * `GET /api/admin/overview` (docs/adr/0034). A module of its own so that only it depends on
 * payments' SalesReader; the guard's own needs (users, the second factor) come with it.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, PaymentsModule],
  controllers: [AdminOverviewController],
  providers: [AdminGuard, OverviewReader, AdminOverview],
})
export class AdminOverviewModule {}
