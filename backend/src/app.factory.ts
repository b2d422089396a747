import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';

import { AppModule } from './app.module.js';
import type { AppConfig } from './config/index.js';
import {
  AppExceptionFilter,
  createValidationPipe,
  registerOpenApi,
  registerSecurity,
} from './platform/http/index.js';
import { exposeRequestId, generateRequestId } from './platform/observability/index.js';
import { registerSpaFallback, registerStaticFiles } from './platform/spa/index.js';

/** Builds the HTTP application (not listening yet). Used by main.ts and the integration tests. */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    requestIdHeader: false,
    genReqId: generateRequestId,
  });
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.register(config),
    adapter,
    {
      bufferLogs: true,
    },
  );
  app.useLogger(app.get(Logger));
  exposeRequestId(app.getHttpAdapter().getInstance());
  app.setGlobalPrefix('api');
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new AppExceptionFilter());
  await registerSecurity(app, config);
  registerOpenApi(app);
  await registerStaticFiles(app, config);
  registerSpaFallback(app, config);
  return app;
}
