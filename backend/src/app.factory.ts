import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';

import { AppModule } from './app.module.js';
import type { AppConfig } from './config/index.js';
import {
  AppExceptionFilter,
  attachRouteSchemas,
  compileRequestValidator,
  fastifyErrorOptions,
  refuseLargeHeaders,
  registerFastifyRoutes,
  registerCompression,
  registerOpenApi,
  registerSecurity,
} from './platform/http/index.js';
import { registerHttpMetrics } from './platform/metrics/index.js';
import { exposeRequestId, generateRequestId } from './platform/observability/index.js';
import { registerSpaFallback, registerStaticFiles } from './platform/spa/index.js';
import { directOriginOf, MediaStorage } from './platform/storage/index.js';

/** A hop count becomes the equivalent function (Fastify's types accept no number). */
function fastifyTrustProxy(
  setting: boolean | number | string[],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof setting === 'number' ? (_address, hop) => hop < setting : setting;
}

/** Builds the HTTP application (not listening yet). Used by main.ts and the integration tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: fastifyTrustProxy(config.env.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: generateRequestId,
    ...fastifyErrorOptions,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  // First of all hooks: a request with too large headers is refused before anything reads it.
  refuseLargeHeaders(app.getHttpAdapter().getInstance());
  exposeRequestId(app.getHttpAdapter().getInstance());
  // One histogram observation per reply, by route pattern and status (docs/operations.md).
  registerHttpMetrics(app);
  app.setGlobalPrefix('api');
  // Bodies, queries and path parameters are checked by Fastify against each route's JSON Schema
  // (built from its DTOs) before any handler or object sees them (docs/adr/0017).
  app.getHttpAdapter().getInstance().setValidatorCompiler(compileRequestValidator);
  attachRouteSchemas(app);
  app.useGlobalFilters(new AppExceptionFilter());
  // Browsers fetch audio from the storage's own origin when it signs addresses itself (S3).
  const mediaOrigin = await directOriginOf(app.get(MediaStorage));
  await registerSecurity(app, config, mediaOrigin === null ? [] : [mediaOrigin]);
  // Before any route is added: the plugin hooks each route as it is registered.
  await registerCompression(app);
  await app.register(cookie);
  // Tight defaults; a route reading a file passes its own size limit (avatars: 5 MB).
  await app.register(multipart, { limits: { files: 1, fields: 4, fileSize: 1024 * 1024 } });
  registerFastifyRoutes(app);
  registerOpenApi(app, config);
  await registerStaticFiles(app, config);
  registerSpaFallback(app, config);
  return app;
}
