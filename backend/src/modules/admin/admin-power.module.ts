import { Global, Module } from '@nestjs/common';

import { AdminPower } from '../../platform/auth/index.js';
import { SecondFactorModule } from '../auth/index.js';
import { UsersModule } from '../users/index.js';
import { AdminGuard } from './admin-only.guard.js';

/**
 * Binds the platform's AdminPower port to the admin rule (AdminGuard.admit), for every module:
 * publishing's studio lets an admin act for any artist (docs/adr/0041) without importing the admin
 * area, which itself imports publishing. Imported by AdminModule in the API and by the worker,
 * which builds the studio's services too (it serves no request).
 */
@Global()
@Module({
  imports: [UsersModule, SecondFactorModule],
  providers: [AdminGuard, { provide: AdminPower, useExisting: AdminGuard }],
  exports: [AdminPower],
})
export class AdminPowerModule {}
