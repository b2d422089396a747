import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

import type { FastifyInstance } from 'fastify';

const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Reuses a caller's sane `x-request-id` (e.g. from a proxy), else makes one. */
export function generateRequestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Echoes the request id so a user's bug report can be matched to the log line. */
export function exposeRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onSend', (request, reply, payload, done) => {
    void reply.header('x-request-id', request.id);
    done(null, payload);
  });
}
