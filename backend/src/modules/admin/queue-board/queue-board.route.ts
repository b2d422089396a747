import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter as BullBoardFastifyAdapter } from '@bull-board/fastify';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type { AccessClaims } from '../../../platform/auth/index.js';

import { AppConfig } from '../../../config/index.js';
import {
  type CspDirectives,
  documentSecurityHeaders,
  type FastifyRouteProvider,
  FastifyRoutes,
  PlatformErrors,
  sendError,
  statusForKind,
  toAppError,
  useOwnSecurityHeaders,
} from '../../../platform/http/index.js';
import { QueueSnapshot } from '../../../platform/metrics/index.js';
import { QUEUE_BOARD_PATH } from './queue-board-cookie.js';
import { QueueBoardAudit } from './queue-board-audit.js';
import { QueueBoardDoor } from './queue-board-door.js';
import { ADMIN_AREA_PATH, refusalPage, wantsPage } from './refusal-page.js';

/**
 * The board's page is bull-board's, not the SPA's: its own scripts and web worker (the job data
 * highlighter) from here, inline styles (its loading screen, its theme), and the IBM Plex fonts
 * its page links from Google Fonts. No SPA script hashes; framing refused as for the app.
 */
const QUEUE_BOARD_CSP: CspDirectives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
  fontSrc: ["'self'", 'https://fonts.gstatic.com'],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

/** Methods the board's API uses; anything else under its path is a 404 (never the SPA). */
const BOARD_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** A refusal as a page for a browser opening the board, in the envelope for everything else. */
function refuse(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const refusal = toAppError(error);
  const status = statusForKind(refusal.kind);
  if (status >= 500 || !wantsPage(request.method, request.headers.accept)) {
    sendError(error, request, reply);
    return;
  }
  void reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(refusalPage(refusal.message));
}

/**
 * The queue board (`@bull-board/fastify`) at /admin/queues: every queue this app registers, in an
 * encapsulated Fastify plugin, outside Nest (so no Nest guard or middleware runs there). The
 * plugin's `onRequest` hook lets only an admin through (QueueBoardDoor) — the page, its static
 * files and its API alike — before any body is read; each change made through its API is
 * audited; unknown paths under the board answer 404 in the envelope, never the SPA
 * (docs/adr/0038).
 */
@Injectable()
@FastifyRoutes()
export class QueueBoardRoute implements FastifyRouteProvider {
  readonly routes = [
    `GET|HEAD ${QUEUE_BOARD_PATH}`,
    `${BOARD_METHODS.join('|')}|HEAD ${QUEUE_BOARD_PATH}/*`,
  ];

  private readonly logger = new Logger('QueueBoard');

  constructor(
    private readonly config: AppConfig,
    private readonly snapshot: QueueSnapshot,
    private readonly door: QueueBoardDoor,
    private readonly audit: QueueBoardAudit,
  ) {}

  register(fastify: FastifyInstance): void {
    const { door, audit, logger } = this;
    const admitted = new WeakMap<FastifyRequest, AccessClaims>();
    const headers = documentSecurityHeaders(this.config, QUEUE_BOARD_CSP);
    const board = new BullBoardFastifyAdapter();
    createBullBoard({
      queues: this.snapshot.queues().map((queue) => new BullMQAdapter(queue)),
      serverAdapter: board,
      options: {
        uiConfig: {
          boardTitle: 'Encore queues',
          miscLinks: [{ text: 'Admin area', url: ADMIN_AREA_PATH }],
        },
      },
    });
    board.setBasePath(QUEUE_BOARD_PATH);
    void fastify.register(
      async (scope) => {
        useOwnSecurityHeaders(scope, headers);
        scope.addHook('onRequest', async (request, reply) => {
          try {
            admitted.set(request, await door.admit(request, reply));
          } catch (error) {
            refuse(error, request, reply);
            return reply;
          }
          void reply.header('cache-control', 'no-store');
          return undefined;
        });
        // Before the reply leaves, so that whoever sees the answer finds the row; the change is
        // done by then (in Redis): a row that fails to be written is logged, not undone.
        scope.addHook('onSend', async (request, reply, payload) => {
          const caller = admitted.get(request);
          if (caller !== undefined && reply.statusCode < 400) {
            await audit.recordChange(caller, request).catch((error: unknown) => {
              logger.error({ error, route: request.routeOptions.url }, 'queue board audit failed');
            });
          }
          return payload;
        });
        await scope.register(board.registerPlugin());
        scope.route({
          method: [...BOARD_METHODS],
          url: '/*',
          handler: (request, reply) => {
            sendError(PlatformErrors.ROUTE_NOT_FOUND(), request, reply);
            return reply;
          },
        });
      },
      { prefix: QUEUE_BOARD_PATH },
    );
  }
}
