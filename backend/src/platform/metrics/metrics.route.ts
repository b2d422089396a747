import { Injectable } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../../config/index.js';
import { type FastifyRouteProvider, FastifyRoutes, sendError } from '../http/index.js';
import { bearerMatches } from './bearer-token.js';
import { MetricsRegistry } from './metrics-registry.js';
import { MetricsErrors } from './metrics.errors.js';

export const METRICS_PATH = '/api/metrics';

/**
 * `GET /api/metrics`, Prometheus's text format, straight on Fastify (no Nest pipeline, no JSON).
 * Only for `Authorization: Bearer <METRICS_TOKEN>` (401 otherwise); without METRICS_TOKEN the
 * route answers 404 METRICS.DISABLED (docs/adr/0032).
 */
@Injectable()
@FastifyRoutes()
export class MetricsRoute implements FastifyRouteProvider {
  readonly routes = [`GET ${METRICS_PATH}`];

  constructor(
    private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {}

  register(fastify: FastifyInstance): void {
    const token = this.config.env.METRICS_TOKEN;
    const { metrics } = this;
    fastify.get(METRICS_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        if (token === undefined) throw MetricsErrors.DISABLED();
        if (!bearerMatches(request.headers.authorization, token)) {
          void reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw MetricsErrors.TOKEN_REQUIRED();
        }
        const { contentType, body } = await metrics.exposition();
        await reply
          .code(200)
          .header('content-type', contentType)
          .header('cache-control', 'no-store')
          .send(body);
      } catch (error) {
        sendError(error, request, reply);
      }
      return reply;
    });
  }
}
