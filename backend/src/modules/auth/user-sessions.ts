import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { SessionRevocations } from '../../platform/auth/index.js';
import { type LiveSession, SessionsRepository } from './sessions.repository.js';

/** The most sessions an account's page lists (a person has a handful of devices). */
const MAX_LISTED_SESSIONS = 50;

/** A user's sessions as the admin area sees and ends them (the auth module keeps them). */
@Injectable()
export class UserSessions {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly revocations: SessionRevocations,
  ) {}

  live(userId: string): Promise<LiveSession[]> {
    return this.sessions.liveOf(userId, MAX_LISTED_SESSIONS);
  }

  /** Whether a session can still be refreshed: what anything renewed on its behalf must ask. */
  isLive(sessionId: string): Promise<boolean> {
    return this.sessions.isLive(sessionId);
  }

  /**
   * Ends every session of the user in the change's transaction `tx`, and tells the revocation
   * store before the commit: once the change is committed, none of the user's access tokens works
   * on its next request and no refresh token renews one. Call it last in the transaction.
   * Returns how many sessions ended.
   */
  async endAll(tx: EntityManager, userId: string, reason: string): Promise<number> {
    const ended = await this.sessions.revokeAllForUser(userId, reason, null, tx);
    await this.revocations.revoke(ended);
    return ended.length;
  }
}
