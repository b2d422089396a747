import helmet from '@fastify/helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import type { AppConfig } from '../../config/index.js';

/** Security headers (CSP for the SPA and the API docs) and the CORS allow-list. */
export async function registerSecurity(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
  app.enableCors({ origin: config.corsOrigins, credentials: true, maxAge: 600 });
}
