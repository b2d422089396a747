import { Module } from '@nestjs/common';

import { AuthModule, SecondFactorModule } from '../../auth/index.js';
import { UsersModule } from '../../users/index.js';
import { WaitlistScreeningModule } from '../../waitlist/index.js';
import { AdminGuard } from '../admin-only.guard.js';
import { AuditLog } from '../audit/audit-log.js';
import { AdminInvites } from '../invites/admin-invites.service.js';
import { AdminWaitlistController } from './admin-waitlist.controller.js';
import { AdminWaitlist } from './admin-waitlist.service.js';

/**
 * `/api/admin/waitlist/{artists|fans}` (docs/adr/0035): the waitlist module owns the entries and
 * their screening, auth the invite codes an approval makes (through AdminInvites), this module the
 * routes and the audit row of every change; the guard's needs come with it.
 */
@Module({
  imports: [UsersModule, SecondFactorModule, AuthModule, WaitlistScreeningModule],
  controllers: [AdminWaitlistController],
  providers: [AdminGuard, AuditLog, AdminInvites, AdminWaitlist],
})
export class AdminWaitlistModule {}
