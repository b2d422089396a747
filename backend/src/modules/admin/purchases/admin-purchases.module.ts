import { Module } from '@nestjs/common';

import { SecondFactorModule } from '../../auth/index.js';
import { PaymentsModule } from '../../payments/index.js';
import { UsersModule } from '../../users/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AuditLog } from '../audit/audit-log.js';
import { AdminPurchasesController } from './admin-purchases.controller.js';
import { AdminPurchases } from './admin-purchases.service.js';

/**
 * `/api/admin/purchases` (docs/adr/0037): a module of its own so that only it depends on the
 * payments module's list, history and refunds; the guard's needs (users, the second factor) and
 * the audit log come with it.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, PaymentsModule],
  controllers: [AdminPurchasesController],
  providers: [AdminGuard, AuditLog, AdminPurchases],
})
export class AdminPurchasesModule {}
