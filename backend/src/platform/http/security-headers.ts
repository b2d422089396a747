import type { IncomingMessage, ServerResponse } from 'node:http';

import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Route config that leaves a route without the document headers (CSP, frame options…): raw
 * bytes and tiny machine replies, whose own headers say what matters for them.
 */
export const WITHOUT_SECURITY_HEADERS = { securityHeaders: false } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false`: none; a map: these instead of the app's (a page with needs of its own). */
    securityHeaders?: false | Readonly<Record<string, string>>;
  }
}

/**
 * Helmet's headers for `options`, worked out once: none of ours vary by request (no CSP
 * nonces), and building them per request (what @fastify/helmet does) cost ~7% of a small
 * JSON route's CPU.
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader() {},
  } as unknown as ServerResponse;
  helmet(options)({ headers: {} } as IncomingMessage, response, (error?: unknown) => {
    // Helmet calls back with an Error for an option it refuses; boot must stop on it.
    if (error !== undefined) throw error as Error;
  });
  return Object.freeze(headers);
}

/**
 * Sends `headers` on every reply, except from routes configured WITHOUT_SECURITY_HEADERS and
 * routes with a map of their own (`useOwnSecurityHeaders`), which send that one.
 */
export function registerSecurityHeaders(
  fastify: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const own = request.routeOptions.config.securityHeaders;
    if (own !== false) reply.headers(own ?? headers);
    done();
  });
}

/**
 * Every route registered in `scope` (an encapsulated plugin, and the plugins it registers) sends
 * `headers` instead of the app's: a page served from a library whose needs differ from the SPA's
 * (its own scripts, styles, fonts). Worked out once, like the app's.
 */
export function useOwnSecurityHeaders(
  scope: FastifyInstance,
  headers: Readonly<Record<string, string>>,
): void {
  scope.addHook('onRoute', (route) => {
    route.config = { ...route.config, securityHeaders: headers };
  });
}
