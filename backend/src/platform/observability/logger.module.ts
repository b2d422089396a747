import type { IncomingMessage, ServerResponse } from 'node:http';

import { Module } from '@nestjs/common';
import { LoggerModule as PinoLoggerModule } from 'nestjs-pino';

import { AppConfig } from '../../config/index.js';
import { redactedUrl } from './redacted-url.js';

/** Structured JSON logs; each line carries the request id Fastify assigned (request-id.ts). */
@Module({
  imports: [
    PinoLoggerModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        pinoHttp: {
          level: config.env.LOG_LEVEL,
          // Keep lines short: method, url and status are what an operator greps for.
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              // Signatures, one-time tokens and invite codes are credentials while they live.
              url: redactedUrl(req.url),
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          // Health probes every few seconds would drown the log. Nest's prefixed middleware
          // rewrites req.url to the path without /api, so compare the original URL.
          autoLogging: {
            ignore: (req: IncomingMessage & { originalUrl?: string }) =>
              (req.originalUrl ?? req.url) === '/api/health',
          },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, error?: Error) =>
            error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
        },
      }),
    }),
  ],
})
export class LoggerModule {}
