import { Injectable, Logger } from '@nestjs/common';

import {
  AccessTokenService,
  REFRESH_TOKEN_TTL_SECONDS,
  SessionRevocations,
} from '../../platform/auth/index.js';
import { AuthErrors } from './auth.errors.js';
import type { SessionDto } from './dto/session.dto.js';
import { type ClientInfo, SessionsRepository } from './sessions.repository.js';
import { hashToken, newOpaqueToken } from './token-secrets.js';

/**
 * Two tabs refreshing at the same moment send the same token; the loser may reuse it this long
 * after the winner without being taken for a thief (it gets an access token, no new refresh).
 */
const REUSE_GRACE_SECONDS = 10;
const REFRESH_TOKEN_BYTES = 32;

export interface IssuedSession {
  userId: string;
  sessionId: string;
  dto: SessionDto;
}

/** Starts, rotates and ends sessions: one access token per request, refresh tokens per family. */
@Injectable()
export class AuthSessions {
  private readonly logger = new Logger(AuthSessions.name);

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly accessTokens: AccessTokenService,
    private readonly revocations: SessionRevocations,
  ) {}

  async start(userId: string, client: ClientInfo): Promise<IssuedSession> {
    const sessionId = await this.sessions.create(userId, client, refreshExpiry());
    if (sessionId === null) throw AuthErrors.ACCOUNT_DISABLED();
    return this.issue(userId, sessionId, await this.newRefreshToken(sessionId));
  }

  /** Rotates a refresh token. Reusing a consumed one (after the grace) ends the whole family. */
  async refresh(refreshToken: string): Promise<IssuedSession> {
    const outcome = await this.sessions.consumeRefreshToken(hashToken(refreshToken));
    switch (outcome.status) {
      case 'rotated':
        return this.issue(
          outcome.userId,
          outcome.sessionId,
          await this.newRefreshToken(outcome.sessionId),
        );
      case 'reused':
        if (outcome.usedSecondsAgo <= REUSE_GRACE_SECONDS) {
          return this.issue(outcome.userId, outcome.sessionId, null);
        }
        this.logger.warn(
          { sessionId: outcome.sessionId, userId: outcome.userId },
          'refresh token reused: revoking the session',
        );
        await this.end(outcome.sessionId, 'refresh_reuse');
        throw AuthErrors.SESSION_ENDED();
      case 'invalid':
        throw AuthErrors.SESSION_ENDED();
    }
  }

  /** The reply for a still-valid access token: same token, refresh token unchanged (null). */
  current(accessToken: string, expiresAt: number): SessionDto {
    return sessionDto(accessToken, expiresAt, null);
  }

  async end(sessionId: string, reason: string): Promise<void> {
    await this.sessions.revoke(sessionId, reason);
    await this.revocations.revoke([sessionId]);
  }

  async endByRefreshToken(refreshToken: string, reason: string): Promise<void> {
    const sessionId = await this.sessions.sessionOfRefreshToken(hashToken(refreshToken));
    if (sessionId) await this.end(sessionId, reason);
  }

  async endAllForUser(userId: string, reason: string, keepSessionId: string | null): Promise<void> {
    const ended = await this.sessions.revokeAllForUser(userId, reason, keepSessionId);
    await this.revocations.revoke(ended);
  }

  private async newRefreshToken(sessionId: string): Promise<string> {
    const token = newOpaqueToken(REFRESH_TOKEN_BYTES);
    await this.sessions.addRefreshToken(sessionId, hashToken(token), refreshExpiry());
    return token;
  }

  private async issue(
    userId: string,
    sessionId: string,
    refreshToken: string | null,
  ): Promise<IssuedSession> {
    const access = await this.accessTokens.issue(userId, sessionId);
    return { userId, sessionId, dto: sessionDto(access.token, access.expiresAt, refreshToken) };
  }
}

const refreshExpiry = (): Date => new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000);

function sessionDto(accessToken: string, expiresAt: number, refresh: string | null): SessionDto {
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_at: expiresAt,
    expires_in: Math.max(0, expiresAt - Math.floor(Date.now() / 1000)),
    refresh_token: refresh,
  };
}
