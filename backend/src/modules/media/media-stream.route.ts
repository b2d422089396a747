import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  type FastifyRouteProvider,
  FastifyRoutes,
  sendError,
  WITHOUT_SECURITY_HEADERS,
} from '../../platform/http/index.js';
import { MEDIA_STREAM_PATH } from './domain/signed-media-url.js';
import { MediaStreamer } from './media-streamer.js';

/**
 * `GET|HEAD /api/media/stream/*` straight on Fastify rather than as a Nest controller route:
 * Fastify's automatic HEAD twin of a GET route overwrites Content-Length with 0, but a HEAD must
 * announce what the GET would send; and the byte path skips Nest's per-request pipeline. Errors
 * still leave as the error envelope.
 */
@Injectable()
@FastifyRoutes()
export class MediaStreamRoute implements FastifyRouteProvider {
  readonly routes = [`GET|HEAD ${MEDIA_STREAM_PATH}*`];

  constructor(private readonly streamer: MediaStreamer) {}

  register(fastify: FastifyInstance): void {
    const { streamer } = this;
    fastify.route({
      method: ['GET', 'HEAD'],
      url: `${MEDIA_STREAM_PATH}*`,
      exposeHeadRoute: false,
      // The document headers (CSP, frame options…) mean nothing on audio bytes; the stream sets
      // the two that matter itself.
      config: WITHOUT_SECURITY_HEADERS,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const path = (request.params as { '*'?: string })['*'] ?? '';
        try {
          await streamer.serve(path, request, reply);
        } catch (error) {
          sendError(error, request, reply);
        }
        return reply;
      },
    });
  }
}
