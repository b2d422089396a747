import type { FastifyReply, FastifyRequest } from 'fastify';

import { REFRESH_TOKEN_TTL_SECONDS } from '../../platform/auth/index.js';

export const REFRESH_COOKIE = 'encore_refresh';

/** httpOnly, SameSite=Strict and scoped to the auth calls: scripts and other sites never see it. */
const cookieOptions = (secure: boolean) =>
  ({ httpOnly: true, sameSite: 'strict', secure, path: '/api/auth' }) as const;

export function readRefreshCookie(request: FastifyRequest): string | null {
  const value = request.cookies[REFRESH_COOKIE];
  return value && value.length <= 200 ? value : null;
}

export function setRefreshCookie(reply: FastifyReply, token: string, secure: boolean): void {
  void reply.setCookie(REFRESH_COOKIE, token, {
    ...cookieOptions(secure),
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  void reply.clearCookie(REFRESH_COOKIE, cookieOptions(secure));
}
