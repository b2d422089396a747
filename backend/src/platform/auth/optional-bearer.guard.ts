import {
  type CanActivate,
  createParamDecorator,
  type ExecutionContext,
  Injectable,
} from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { BearerAuthenticator, bearerTokenOf } from './bearer-authenticator.js';

type WithCaller = FastifyRequest & { callerId?: string | null };

/**
 * For public routes that answer everyone but tailor the reply to a signed-in caller: lets every
 * request through and records the user of a valid, unrevoked bearer token, or null. An expired
 * or forged token counts as no token, so a stale client still gets the public answer.
 */
@Injectable()
export class OptionalBearerGuard implements CanActivate {
  constructor(private readonly bearer: BearerAuthenticator) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<WithCaller>();
    const claims = await this.bearer.authenticate(bearerTokenOf(request));
    request.callerId = claims?.userId ?? null;
    return true;
  }
}

/** The caller's user id on a route behind OptionalBearerGuard; null when anonymous. */
export const CallerId = createParamDecorator(
  (_: unknown, context: ExecutionContext): string | null =>
    context.switchToHttp().getRequest<WithCaller>().callerId ?? null,
);
