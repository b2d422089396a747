import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

import { type FastifyRouteProvider, FastifyRoutes } from '../../platform/http/index.js';
import { MEDIA_STREAM_PATH } from './domain/signed-media-url.js';
import { MediaStreamer } from './media-streamer.js';
import { registerStoredFileRoute } from './stored-file-route.js';

/** `GET|HEAD /api/media/stream/*`: a signed address's bytes (docs/adr/0012). */
@Injectable()
@FastifyRoutes()
export class MediaStreamRoute implements FastifyRouteProvider {
  readonly routes = [`GET|HEAD ${MEDIA_STREAM_PATH}*`];

  constructor(private readonly streamer: MediaStreamer) {}

  register(fastify: FastifyInstance): void {
    registerStoredFileRoute(fastify, MEDIA_STREAM_PATH, (path, request, reply) =>
      this.streamer.serve(path, request, reply),
    );
  }
}
