import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import { type AccessClaims, AccessTokenService } from './access-token.js';
import { SessionRevocations } from './session-revocations.js';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerTokenOf(request: FastifyRequest): string | null {
  return bearerTokenIn(request.headers.authorization);
}

/** The token of an `Authorization: Bearer <token>` header value, or null. */
export function bearerTokenIn(header: string | undefined): string | null {
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

/** For routes where a bearer token is optional: the claims of a valid, unrevoked token, or null. */
@Injectable()
export class BearerAuthenticator {
  constructor(
    private readonly accessTokens: AccessTokenService,
    private readonly revocations: SessionRevocations,
  ) {}

  async authenticate(token: string | null): Promise<AccessClaims | null> {
    if (!token) return null;
    const claims = await this.accessTokens.verify(token);
    if (!claims || (await this.revocations.isRevoked(claims.sessionId))) return null;
    return claims;
  }
}
