import { Module } from '@nestjs/common';

import { AuthModule, SecondFactorModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { AdminController } from './admin.controller.js';
import { AdminGuard } from './admin-only.guard.js';
import { AdminArtistsModule } from './artists/admin-artists.module.js';
import { AuditController } from './audit/audit.controller.js';
import { AuditLog } from './audit/audit-log.js';
import { AdminInvitesController } from './invites/admin-invites.controller.js';
import { AdminInvites } from './invites/admin-invites.service.js';
import { AdminOverviewModule } from './overview/overview.module.js';
import { AdminPowerModule } from './admin-power.module.js';
import { AdminPurchasesModule } from './purchases/admin-purchases.module.js';
import { QueueBoardModule } from './queue-board/queue-board.module.js';
import { AdminReleasesModule } from './releases/admin-releases.module.js';
import { AdminUsersModule } from './users/admin-users.module.js';
import { AdminWaitlistModule } from './waitlist/admin-waitlist.module.js';

/**
 * The admin area: its boundary (AdminOnly), its routes under /api/admin, and the audit log every
 * admin change writes in its own transaction (AuditLog.record).
 */
@Module({
  imports: [
    UsersModule,
    SecondFactorModule,
    AuthModule,
    AdminOverviewModule,
    AdminPurchasesModule,
    QueueBoardModule,
    AdminUsersModule,
    AdminArtistsModule,
    AdminWaitlistModule,
    AdminReleasesModule,
    AdminPowerModule,
  ],
  controllers: [AdminController, AdminInvitesController, AuditController],
  providers: [AdminGuard, AuditLog, AdminInvites],
  exports: [AdminGuard, AuditLog, UsersModule, SecondFactorModule],
})
export class AdminModule {}
