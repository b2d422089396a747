import { Module } from '@nestjs/common';

import { AuthModule, SecondFactorModule } from '../../auth/index.js';
import { CatalogueModule } from '../../catalogue/index.js';
import { PaymentsModule } from '../../payments/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AuditLog } from '../audit/audit-log.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsers } from './admin-users.service.js';

/**
 * `/api/admin/users` (docs/adr/0036): accounts, read through the modules that own their parts —
 * users (the account and its role), auth (sessions), payments (purchases), catalogue (the artist
 * an account manages) — and changed with an audit row in the same transaction.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, AuthModule, CatalogueModule, PaymentsModule],
  controllers: [AdminUsersController],
  providers: [AdminGuard, AuditLog, AdminUsers],
})
export class AdminUsersModule {}
