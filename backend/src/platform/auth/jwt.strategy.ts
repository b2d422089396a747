import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';

import { AppConfig } from '../../config/index.js';
import { type AccessClaims, jwtVerifyKey, toClaims } from './access-token.js';
import { SessionRevocations } from './session-revocations.js';
import { JWT_ALGORITHM, JWT_AUDIENCE } from './token-lifetimes.js';

/** passport-jwt with the algorithm pinned; a token of a revoked session is refused. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    config: AppConfig,
    private readonly revocations: SessionRevocations,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: jwtVerifyKey(config.env.JWT_SECRET),
      algorithms: [JWT_ALGORITHM],
      audience: JWT_AUDIENCE,
      issuer: new URL(config.env.PUBLIC_URL).origin,
      ignoreExpiration: false,
    });
  }

  async validate(payload: Record<string, unknown>): Promise<AccessClaims | false> {
    const claims = toClaims(payload);
    if (!claims) return false;
    return (await this.revocations.isRevoked(claims.sessionId)) ? false : claims;
  }
}
