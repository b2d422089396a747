import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';

import type { AccessClaims } from '../../../platform/auth/index.js';
import { AuditLog } from '../audit/audit-log.js';
import { boardAction } from './board-action.js';
import { QUEUE_BOARD_PATH } from './queue-board-cookie.js';

const API_PREFIX = `${QUEUE_BOARD_PATH}/api/`;

/**
 * Writes one audit row for each change an admin made through the board's API (retry, clean,
 * pause, remove…), once it succeeded. The change lives in Redis, so it cannot share a
 * transaction with its row as PostgreSQL changes do (docs/adr/0038): the row follows the reply.
 */
@Injectable()
export class QueueBoardAudit {
  constructor(
    private readonly em: EntityManager,
    private readonly audit: AuditLog,
  ) {}

  async recordChange(caller: AccessClaims, request: FastifyRequest): Promise<void> {
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith(API_PREFIX)) return;
    const done = boardAction(
      request.method,
      route.slice(API_PREFIX.length),
      request.params as Record<string, string | undefined>,
      request.body,
    );
    if (done === null) return;
    await this.em.transactional((tx) =>
      this.audit.record(tx, {
        actorId: caller.userId,
        action: done.action,
        targetType: done.targetType,
        targetId: done.targetId,
        before: null,
        after: done.details,
        ip: request.ip,
      }),
    );
  }
}
