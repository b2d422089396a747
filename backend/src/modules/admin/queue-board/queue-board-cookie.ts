import type { FastifyReply, FastifyRequest } from 'fastify';

import { QUEUE_BOARD_PASS_TTL_SECONDS } from './queue-board-pass.js';

/** Where the board is served: its page, its static files and its API (docs/adr/0038). */
export const QUEUE_BOARD_PATH = '/admin/queues';
export const QUEUE_BOARD_COOKIE = 'encore_queue_board';

/**
 * HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it, so no other site
 * can drive the board's API) and sent to the board's paths only; Secure behind https, as the
 * refresh cookie.
 */
const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: QUEUE_BOARD_PATH }) as const;

export function readQueueBoardCookie(request: FastifyRequest): string | null {
  const value = request.cookies[QUEUE_BOARD_COOKIE];
  return value && value.length <= 1000 ? value : null;
}

export function setQueueBoardCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(QUEUE_BOARD_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: QUEUE_BOARD_PASS_TTL_SECONDS,
  });
}
