import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';

import { MetricsRegistry } from './metrics-registry.js';
import { METRICS_PATH } from './metrics.route.js';

/** Seconds: from a fast cached read to a slow upload or export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One histogram observation per reply, labelled with the route's pattern (`/api/public/album/:id`,
 * never the URL: bounded cardinality; `/*` for a GET only the SPA fallback matched, `unmatched`
 * for any other request no route serves) and the status code. Scrapes of `/api/metrics` itself
 * are left out. Hooked on Fastify, so it sees every route, Nest's and those Fastify serves
 * directly, and the replies Nest never reaches (404, 413…).
 */
export function registerHttpMetrics(app: INestApplication): void {
  const histogram = app.get(MetricsRegistry).histogram({
    name: 'encore_http_request_duration_seconds',
    help: 'HTTP replies by method, route pattern and status code, by time to the last byte',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
  });
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== METRICS_PATH) {
      histogram.observe(
        { method: request.method, route, status: reply.statusCode },
        reply.elapsedTime / 1000,
      );
    }
    done();
  });
}
