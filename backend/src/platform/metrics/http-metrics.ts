import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, onResponseHookHandler } from 'fastify';

import { MetricsRegistry } from './metrics-registry.js';
import { METRICS_PATH } from './metrics.route.js';

/** Seconds: from a fast cached read to a slow upload or export. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * One histogram observation per reply, labelled with the route's pattern (`/api/public/album/:id`,
 * never the URL: bounded cardinality; `/*` for a GET only the SPA fallback matched, `unmatched`
 * for any other request no route serves) and the status code. Scrapes of `/api/metrics` itself
 * are left out. On Fastify, so it sees every route, Nest's and those Fastify serves directly,
 * and the replies Nest never reaches (404, 413…). Call before any route is registered.
 *
 * Each route gets an `onResponse` hook of its own that knows its pattern: reading
 * `request.routeOptions.url` in one shared hook would build an object per request.
 */
export function registerHttpMetrics(app: INestApplication): void {
  const histogram = app.get(MetricsRegistry).histogram({
    name: 'encore_http_request_duration_seconds',
    help: 'HTTP replies by method, route pattern and status code, by time to the last byte',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
  });
  const observe = (request: FastifyRequest, reply: FastifyReply, route: string): void => {
    histogram.observe(
      { method: request.method, route, status: reply.statusCode },
      reply.elapsedTime / 1000,
    );
  };
  const ours = new WeakSet<object>();
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  fastify.addHook('onRoute', (route) => {
    const hooks = [route.onResponse ?? []].flat();
    // A HEAD route Fastify derives from a GET may arrive with the GET's hooks already.
    if (route.url === METRICS_PATH || hooks.some((hook) => ours.has(hook))) return;
    const pattern = route.url;
    const hook: onResponseHookHandler = (request, reply, done) => {
      observe(request, reply, pattern);
      done();
    };
    ours.add(hook);
    route.onResponse = [...hooks, hook];
  });
  // Requests no route matched reach Fastify's not-found handler, which has no route of its own.
  fastify.addHook('onResponse', (request, reply, done) => {
    if (request.is404) observe(request, reply, 'unmatched');
    done();
  });
}
