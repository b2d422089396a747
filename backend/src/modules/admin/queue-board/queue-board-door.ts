import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../../../config/index.js';
import { type AccessClaims, SessionRevocations } from '../../../platform/auth/index.js';
import { UserSessions } from '../../auth/index.js';
import { AdminErrors } from '../admin.errors.js';
import { AdminGuard } from '../admin-only.guard.js';
import { readQueueBoardCookie, setQueueBoardCookie } from './queue-board-cookie.js';
import { QUEUE_BOARD_PASS_TTL_SECONDS, QueueBoardPass } from './queue-board-pass.js';

/**
 * Who may pass into the queue board, asked on every request to it (page, static files, API):
 * a valid pass in the board's cookie, a session that has not been revoked, and the admin rule
 * (`AdminGuard.admit`: still an admin, second factor still passed in that session). An admin who
 * keeps the board open gets a fresh pass once half of one has gone, so its polling keeps it open,
 * but only while its session can still be refreshed (as a bearer token is renewed): the pass
 * never outlives the session's expiry or a revocation Redis no longer remembers. A pass lapses
 * 15 minutes after the board was last used.
 */
@Injectable()
export class QueueBoardDoor {
  private readonly secureCookies: boolean;

  constructor(
    private readonly passes: QueueBoardPass,
    private readonly revocations: SessionRevocations,
    private readonly admins: AdminGuard,
    private readonly sessions: UserSessions,
    config: AppConfig,
  ) {
    this.secureCookies = config.env.PUBLIC_URL.startsWith('https:');
  }

  /** The admin behind the request; throws the refusal (401 / 403) otherwise. */
  async admit(request: FastifyRequest, reply: FastifyReply): Promise<AccessClaims> {
    const token = readQueueBoardCookie(request);
    const caller = token === null ? null : await this.passes.verify(token);
    if (caller === null || (await this.revocations.isRevoked(caller.sessionId))) {
      throw AdminErrors.QUEUE_BOARD_PASS_REQUIRED();
    }
    await this.admins.admit(caller);
    if (caller.expiresAt - Date.now() / 1000 < QUEUE_BOARD_PASS_TTL_SECONDS / 2) {
      if (!(await this.sessions.isLive(caller.sessionId))) {
        throw AdminErrors.QUEUE_BOARD_PASS_REQUIRED();
      }
      await this.open(caller, reply);
    }
    return caller;
  }

  /** Gives the caller's session a pass to the board, in the cookie; answers its expiry. */
  async open(
    caller: Pick<AccessClaims, 'userId' | 'sessionId'>,
    reply: FastifyReply,
  ): Promise<number> {
    const pass = await this.passes.issue(caller);
    setQueueBoardCookie(reply, pass.token, this.secureCookies);
    return pass.expiresAt;
  }
}
