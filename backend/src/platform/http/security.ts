import cors from '@fastify/cors';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import type { AppConfig } from '../../config/index.js';
import { sendError } from './app-exception.filter.js';
import { spaInlineScriptHashes } from './inline-script-hashes.js';
import { PlatformErrors } from './platform.errors.js';
import { registerSecurityHeaders, securityHeadersOf } from './security-headers.js';

/** A Content-Security-Policy as helmet takes it: directive → sources (`null` drops a default). */
export type CspDirectives = Record<string, readonly string[] | null>;

/**
 * The document headers (helmet's, worked out once) with `directives` as the CSP: the app's for
 * the SPA and the API docs, and the same with another policy for a page that needs one of its
 * own (served with `useOwnSecurityHeaders`).
 */
export function documentSecurityHeaders(
  config: AppConfig,
  directives: CspDirectives,
): Readonly<Record<string, string>> {
  return securityHeadersOf({
    contentSecurityPolicy: { directives },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction && config.env.PUBLIC_URL.startsWith('https:'),
  });
}

/**
 * Security headers (CSP for the SPA and the API docs) and the CORS allow-list. Both are worked
 * out once at boot: their hooks run on every request, the ingest route's 3,000 a second too.
 * `mediaOrigins`: where the player fetches audio besides this origin (an S3 bucket, ADR 0039).
 */
export async function registerSecurity(
  app: NestFastifyApplication,
  config: AppConfig,
  mediaOrigins: readonly string[] = [],
): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  const headers = documentSecurityHeaders(config, {
    defaultSrc: ["'self'"],
    // index.html's own inline script (the early session check, docs/adr/0026), by hash.
    scriptSrc: ["'self'", ...spaInlineScriptHashes(config.env.SPA_DIR)],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:', ...mediaOrigins],
    // The player probes an address with fetch before it plays it.
    connectSrc: ["'self'", ...mediaOrigins],
    workerSrc: ["'self'", 'blob:'],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  });
  registerSecurityHeaders(fastify, headers);
  // Errors raised before routing (the preflight check below, static files outside /api) reach
  // Fastify's root error handler, not Nest's prefixed one: send them in the envelope too.
  fastify.setErrorHandler((error, request, reply) => {
    sendError(error, request, reply);
  });
  // @fastify/cors answers an OPTIONS without preflight headers with a 400 text/plain; refusing
  // it first sends the same 400 through the exception filter, in the envelope.
  fastify.addHook('onRequest', (request, _reply, done) => {
    const { origin, 'access-control-request-method': method } = request.headers;
    done(
      request.method === 'OPTIONS' && (!origin || !method)
        ? PlatformErrors.INVALID_PREFLIGHT()
        : undefined,
    );
  });
  // Static options: normalised once (a delegator would normalise them on every request).
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    maxAge: 600,
    // The SPA updates the profile with PUT.
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
  });
}
