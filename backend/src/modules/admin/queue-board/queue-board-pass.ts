import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';

import { AppConfig } from '../../../config/index.js';
import {
  type AccessClaims,
  ACCESS_TOKEN_TTL_SECONDS,
  JWT_ALGORITHM,
  jwtVerifyKey,
  toClaims,
} from '../../../platform/auth/index.js';

/**
 * As long as an access token, never longer: a revoked session is refused because its revocation
 * entry in Redis outlives every access token of the session (SessionRevocations), and so every
 * pass issued before the revocation.
 */
export const QUEUE_BOARD_PASS_TTL_SECONDS = ACCESS_TOKEN_TTL_SECONDS;

/** Not the API's audience: a pass is no bearer token, and a bearer token is no pass. */
const AUDIENCE = 'encore-queue-board';

export interface IssuedPass {
  token: string;
  /** Seconds since the epoch. */
  expiresAt: number;
}

/**
 * The queue board's pass: a short-lived token (HS256 under JWT_SECRET) naming the admin and the
 * session that asked for it, carried by a cookie because a page navigation carries no bearer
 * token (docs/adr/0038). Holding one proves only who asked; every request checks again that the
 * session lives and that its user may still be there.
 */
@Injectable()
export class QueueBoardPass {
  private readonly verifyKey: Buffer;

  constructor(
    private readonly jwt: JwtService,
    private readonly config: AppConfig,
  ) {
    this.verifyKey = jwtVerifyKey(config.env.JWT_SECRET);
  }

  private get issuer(): string {
    return new URL(this.config.env.PUBLIC_URL).origin;
  }

  async issue(caller: Pick<AccessClaims, 'userId' | 'sessionId'>): Promise<IssuedPass> {
    const token = await this.jwt.signAsync(
      { sid: caller.sessionId },
      {
        subject: caller.userId,
        algorithm: JWT_ALGORITHM,
        audience: AUDIENCE,
        issuer: this.issuer,
        expiresIn: QUEUE_BOARD_PASS_TTL_SECONDS,
        secret: this.config.env.JWT_SECRET,
      },
    );
    return { token, expiresAt: Math.floor(Date.now() / 1000) + QUEUE_BOARD_PASS_TTL_SECONDS };
  }

  /** The user and session a valid pass names, or null for anything expired, forged or malformed. */
  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Record<string, unknown>>(token, {
        algorithms: [JWT_ALGORITHM],
        audience: AUDIENCE,
        issuer: this.issuer,
        secret: this.verifyKey,
      });
      return toClaims(payload);
    } catch {
      return null;
    }
  }
}
