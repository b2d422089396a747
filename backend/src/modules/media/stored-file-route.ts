import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { sendError, WITHOUT_SECURITY_HEADERS } from '../../platform/http/index.js';

/** Serves the stored file at the path after the route's prefix; throws an AppError to refuse. */
export type ServeStoredFile = (
  path: string,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<void>;

/**
 * `GET|HEAD <prefix>*` straight on Fastify rather than as a Nest controller route: Fastify's
 * automatic HEAD twin of a GET route overwrites Content-Length with 0, but a HEAD must announce
 * what the GET would send; and the byte path skips Nest's per-request pipeline. The document
 * headers (CSP, frame options…) mean nothing on file bytes; the streamer sets the two that
 * matter itself. Errors still leave as the error envelope.
 */
export function registerStoredFileRoute(
  fastify: FastifyInstance,
  prefix: string,
  serve: ServeStoredFile,
): void {
  fastify.route({
    method: ['GET', 'HEAD'],
    url: `${prefix}*`,
    exposeHeadRoute: false,
    config: WITHOUT_SECURITY_HEADERS,
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      try {
        await serve(path, request, reply);
      } catch (error) {
        sendError(error, request, reply);
      }
      return reply;
    },
  });
}
