import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { VERIFICATION_TOKEN_FIELD } from './dto/verification-token.field.js';
import { HumanVerification } from './verification.service.js';

/**
 * Lets a request through only with a fresh, never-used verification token in its JSON body's
 * `cfTurnstileToken`. Runs after the request schema (so the body is checked JSON) and before the
 * handler; a refusal is the module's AppError, rendered by the exception filter.
 */
@Injectable()
export class HumanVerificationGuard implements CanActivate {
  constructor(private readonly verification: HumanVerification) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const body: unknown = request.body;
    const token =
      typeof body === 'object' && body !== null
        ? (body as Record<string, unknown>)[VERIFICATION_TOKEN_FIELD.name]
        : undefined;
    await this.verification.verify(token, request.ip);
    return true;
  }
}
