import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import type { AppConfig } from '../../config/index.js';
import { sendError } from './app-exception.filter.js';
import { spaInlineScriptHashes } from './inline-script-hashes.js';
import { PlatformErrors } from './platform.errors.js';

/** Security headers (CSP for the SPA and the API docs) and the CORS allow-list. */
export async function registerSecurity(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // index.html's own inline script (the early session check, docs/adr/0026), by hash.
        scriptSrc: ["'self'", ...spaInlineScriptHashes(config.env.SPA_DIR)],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    hsts: config.isProduction && config.env.PUBLIC_URL.startsWith('https:'),
  });
  const cors = {
    origin: config.corsOrigins,
    credentials: true,
    maxAge: 600,
    // The SPA updates the profile with PUT.
    methods: ['GET', 'HEAD', 'POST', 'PUT'],
  };
  // Errors raised before routing (the CORS hook below, static files outside /api) reach Fastify's
  // root error handler, not Nest's prefixed one: send them in the envelope too.
  app
    .getHttpAdapter()
    .getInstance()
    .setErrorHandler((error, request, reply) => {
      sendError(error, request, reply);
    });
  app.enableCors({
    // @fastify/cors answers an OPTIONS without preflight headers with a 400 text/plain; refusing
    // it here sends the same 400 through the exception filter, in the envelope.
    delegator: (request, callback) => {
      const { origin, 'access-control-request-method': method } = request.headers;
      if (request.method === 'OPTIONS' && (!origin || !method)) {
        callback(PlatformErrors.INVALID_PREFLIGHT(), cors);
        return;
      }
      callback(null, cors);
    },
  });
}
