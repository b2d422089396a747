import { Injectable } from '@nestjs/common';

import { type AccessClaims, AccessTokenService } from './access-token.js';
import { SessionRevocations } from './session-revocations.js';

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
