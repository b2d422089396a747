import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  type FastifyRouteProvider,
  FastifyRoutes,
  sendError,
  WITHOUT_SECURITY_HEADERS,
} from '../../platform/http/index.js';
import { PEAKS_ROUTE } from '../catalogue/index.js';
import { MediaStreamer } from './media-streamer.js';

/**
 * `GET|HEAD /api/media/peaks/*`: the waveform peaks the catalogue's `peaks_url` names
 * (docs/adr/0048), straight on Fastify like the stream (a HEAD announces the GET's length; the
 * bytes skip Nest's pipeline). Public and long-cached; the streamer serves peaks files only.
 */
@Injectable()
@FastifyRoutes()
export class MediaPeaksRoute implements FastifyRouteProvider {
  readonly routes = [`GET|HEAD ${PEAKS_ROUTE}*`];

  constructor(private readonly streamer: MediaStreamer) {}

  register(fastify: FastifyInstance): void {
    const { streamer } = this;
    fastify.route({
      method: ['GET', 'HEAD'],
      url: `${PEAKS_ROUTE}*`,
      exposeHeadRoute: false,
      config: WITHOUT_SECURITY_HEADERS,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const path = (request.params as { '*'?: string })['*'] ?? '';
        try {
          await streamer.servePeaks(path, request, reply);
        } catch (error) {
          sendError(error, request, reply);
        }
        return reply;
      },
    });
  }
}
