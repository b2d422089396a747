import { type ArgumentsHost, Catch, type ExceptionFilter } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';

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

export function sendError(exception: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const error = toAppError(exception);
  const envelope = toEnvelope(error);
  if (envelope.statusCode >= 500) {
    request.log.error({ err: exception, code: envelope.code }, 'request failed');
  }
  if (error.retryAfterSeconds !== undefined) {
    void reply.header('retry-after', String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  void reply.status(envelope.statusCode).header('cache-control', 'no-store').send(envelope);
}
