import { createParamDecorator, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';

import { AppError, PlatformErrors } from '../http/index.js';
import type { AccessClaims } from './access-token.js';

/** Requires a valid, unrevoked bearer token; anything else is a 401 in the error envelope. */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  override handleRequest<T = AccessClaims>(error: unknown, claims: T | false): T {
    if (error instanceof AppError) throw error;
    if (error) throw PlatformErrors.SERVICE_UNAVAILABLE();
    if (!claims) throw PlatformErrors.AUTH_REQUIRED();
    return claims;
  }
}

/** The signed-in caller's claims, on a route behind JwtAuthGuard. */
export const CurrentUser = createParamDecorator(
  (_: unknown, context: ExecutionContext): AccessClaims => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AccessClaims }>();
    if (!request.user) throw PlatformErrors.AUTH_REQUIRED();
    return request.user;
  },
);
