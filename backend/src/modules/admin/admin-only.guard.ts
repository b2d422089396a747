import {
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
  Injectable,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, JwtAuthGuard } from '../../platform/auth/index.js';
import { PlatformErrors } from '../../platform/http/index.js';
import { SecondFactorGate } from '../auth/index.js';
import { UsersRepository } from '../users/index.js';
import { AdminErrors } from './admin.errors.js';
import { judgeAdminAccess } from './domain/admin-access.js';

/**
 * Lets through an admin whose session passed the second factor. Runs after JwtAuthGuard, so an
 * anonymous caller has had PLATFORM.AUTH_REQUIRED (401) already.
 */
@Injectable()
export class AdminGuard implements CanActivate {
  constructor(
    private readonly users: UsersRepository,
    private readonly secondFactor: SecondFactorGate,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const caller = context
      .switchToHttp()
      .getRequest<FastifyRequest & { user?: AccessClaims }>().user;
    if (!caller) throw PlatformErrors.AUTH_REQUIRED();
    await this.admit(caller);
    return true;
  }

  /**
   * The admin rule for a signed-in caller, wherever the call arrives (the queue board's Fastify
   * hook asks here too): resolves for an admin whose session passed the second factor, throws
   * why not otherwise. Role and mark are read on every call, in parallel.
   */
  async admit(caller: AccessClaims): Promise<void> {
    const [user, state] = await Promise.all([
      this.users.findById(caller.userId),
      this.secondFactor.stateOf(caller),
    ]);
    // A disabled account is nobody's admin, whatever its role says.
    const role = user === null || user.disabledAt !== null ? null : user.role;
    const verdict = judgeAdminAccess(role, state);
    switch (verdict.kind) {
      case 'allowed':
        return;
      case 'not_admin':
        throw AdminErrors.NOT_ADMIN();
      case 'second_factor_required':
        throw verdict.enrolled
          ? AdminErrors.SECOND_FACTOR_REQUIRED()
          : AdminErrors.SECOND_FACTOR_ENROLMENT_REQUIRED();
    }
  }
}

/**
 * The admin boundary, on every controller under `/api/admin`: 401 anonymous, 403 for anyone
 * but an admin, 401 for an admin who has not passed the second factor in this session.
 * test/admin/admin-boundary.e2e-spec.ts walks every such route.
 */
export const AdminOnly = (): ClassDecorator & MethodDecorator =>
  applyDecorators(ApiBearerAuth(), UseGuards(JwtAuthGuard, AdminGuard));
