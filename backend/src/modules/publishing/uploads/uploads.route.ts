import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { BearerAuthenticator, bearerTokenOf } from '../../../platform/auth/index.js';
import {
  type FastifyRouteProvider,
  FastifyRoutes,
  PlatformErrors,
  sendError,
  toAppError,
  toEnvelope,
} from '../../../platform/http/index.js';
import { UploadCallers } from './upload-callers.js';
import { UploadServer, UPLOADS_PATH } from './upload-server.js';

/**
 * `POST /api/studio/uploads` and `HEAD|PATCH|DELETE /api/studio/uploads/{id}`: the tus 1.0
 * protocol (docs/adr/0043) straight on Fastify, in an encapsulated scope of its own. tus reads
 * the body itself, streamed to the store (no parser here ever reads it, so no body limit
 * applies: the upload's own length does), and writes to Node's response, so the reply is
 * hijacked. Every request is authenticated first with the API's bearer tokens; every error is
 * the house envelope. Not in the OpenAPI document (it describes JSON operations): the fuzz test
 * reaches these routes from `routes` below.
 */
@Injectable()
@FastifyRoutes()
export class UploadsRoute implements FastifyRouteProvider {
  readonly routes = [`POST ${UPLOADS_PATH}`, `HEAD|PATCH|DELETE ${UPLOADS_PATH}/*`];

  constructor(
    private readonly server: UploadServer,
    private readonly authenticator: BearerAuthenticator,
    private readonly callers: UploadCallers,
  ) {}

  register(fastify: FastifyInstance): void {
    const { server, authenticator, callers } = this;
    void fastify.register((scope, _options, done) => {
      // Whatever the content type, the body stays unread for tus (PATCH bodies are
      // application/offset+octet-stream; anything else is refused by tus, not by a parser).
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, parsed) => {
        parsed(null);
      });
      scope.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
        try {
          const claims = await authenticator.authenticate(bearerTokenOf(request));
          if (claims === null) throw PlatformErrors.AUTH_REQUIRED();
          callers.remember(request.raw, { claims, ip: request.ip });
        } catch (error) {
          sendError(error, request, reply);
          return reply;
        }
        return undefined;
      });
      const handler = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        reply.hijack();
        // What the app's hooks set for every reply (security headers, CORS) goes out too.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) reply.raw.setHeader(name, value);
        }
        reply.raw.setHeader('x-request-id', request.id);
        try {
          await server.handle(request.raw, reply.raw);
        } catch (error) {
          answerFailure(reply, error);
        }
      };
      scope.route({ method: 'POST', url: UPLOADS_PATH, handler });
      scope.route({
        method: ['HEAD', 'PATCH', 'DELETE'],
        url: `${UPLOADS_PATH}/*`,
        exposeHeadRoute: false,
        handler,
      });
      done();
    });
  }
}

/** tus answers every failure itself; should it throw anyway, the reply still ends in the envelope. */
function answerFailure(reply: FastifyReply, error: unknown): void {
  const response = reply.raw;
  if (response.headersSent) {
    response.destroy();
    return;
  }
  reply.log.error({ err: error }, 'tus failed to answer an upload request');
  const envelope = toEnvelope(toAppError(error));
  response.writeHead(envelope.statusCode, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
  });
  response.end(JSON.stringify(envelope));
}
