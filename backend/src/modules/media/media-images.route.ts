import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../../config/index.js';
import { type FastifyRouteProvider, FastifyRoutes, sendError } from '../../platform/http/index.js';
import { MediaStreamer } from './media-streamer.js';

/** The public images' URL prefix; their storage keys start `images/` (the seed, avatars). */
const IMAGES_URL = '/media/images/';

/**
 * `GET|HEAD /media/images/*` from the storage port when media live in S3 (docs/adr/0039): the
 * stored artwork and avatar URLs stay the same whatever the driver. On the local disk the static
 * file server sends them (platform/spa/static-files.ts) and this provider declares no route.
 */
@Injectable()
@FastifyRoutes()
export class MediaImagesRoute implements FastifyRouteProvider {
  readonly routes: readonly string[];

  constructor(
    private readonly streamer: MediaStreamer,
    config: AppConfig,
  ) {
    this.routes = config.env.STORAGE_DRIVER === 's3' ? [`GET|HEAD ${IMAGES_URL}*`] : [];
  }

  register(fastify: FastifyInstance): void {
    if (this.routes.length === 0) return;
    const { streamer } = this;
    fastify.route({
      method: ['GET', 'HEAD'],
      url: `${IMAGES_URL}*`,
      // A HEAD announces the GET's length (Fastify's automatic twin would send 0).
      exposeHeadRoute: false,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const rest = (request.params as { '*'?: string })['*'] ?? '';
        try {
          await streamer.servePublic(`images/${rest}`, request, reply);
        } catch (error) {
          sendError(error, request, reply);
        }
        return reply;
      },
    });
  }
}
