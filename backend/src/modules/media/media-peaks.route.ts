import { Injectable } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

import { type FastifyRouteProvider, FastifyRoutes } from '../../platform/http/index.js';
import { PEAKS_ROUTE } from '../catalogue/index.js';
import { MediaStreamer } from './media-streamer.js';
import { registerStoredFileRoute } from './stored-file-route.js';

/**
 * `GET|HEAD /api/media/peaks/*`: the waveform peaks the catalogue's `peaks_url` names
 * (docs/adr/0048). Public and long-cached; the streamer serves peaks files only.
 */
@Injectable()
@FastifyRoutes()
export class MediaPeaksRoute implements FastifyRouteProvider {
  readonly routes = [`GET|HEAD ${PEAKS_ROUTE}*`];

  constructor(private readonly streamer: MediaStreamer) {}

  register(fastify: FastifyInstance): void {
    registerStoredFileRoute(fastify, PEAKS_ROUTE, (path, request, reply) =>
      this.streamer.servePeaks(path, request, reply),
    );
  }
}
