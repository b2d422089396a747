import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PinoLogger } from 'nestjs-pino';

import { toEnvelope } from './error-envelope.js';
import { toAppError } from './to-app-error.js';

/** Turns every exception into the error envelope; logs unexpected ones with their stack. */
@Catch()
export class AppExceptionFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    sendError(exception, request, reply);
  }
}

interface LoggedError {
  type: string;
  message: string;
  stack?: string | undefined;
  code?: unknown;
  cause?: LoggedError;
}

/** The cause chain with stacks; only these fields, so no request data an error holds leaks. */
function describe(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(code !== undefined ? { code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: describe(error.cause, depth + 1) } : {}),
  };
}

/**
 * A 5xx goes to the app's pino logger (Fastify's own request logger is off) with the request id,
 * method and path: never the query (signed URLs), the body or the headers (tokens).
 */
function logServerError(exception: unknown, request: FastifyRequest, code: string): void {
  const logger = PinoLogger.root as PinoLogger['logger'] | undefined;
  (logger ?? request.log).error(
    {
      reqId: request.id,
      request: { method: request.method, path: request.url.split('?')[0] },
      code,
      error: describe(exception),
    },
    'request failed',
  );
}

export function sendError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const error = toAppError(exception);
  const envelope = toEnvelope(error);
  if (envelope.statusCode >= 500) logServerError(exception, request, envelope.code);
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  void reply.status(envelope.statusCode).header('cache-control', 'no-store').send(envelope);
}
