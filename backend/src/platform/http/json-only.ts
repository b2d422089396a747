import { type INestApplication, SetMetadata } from '@nestjs/common';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import { forEachControllerRoute } from './controller-routes.js';
import { PlatformErrors } from './platform.errors.js';

const JSON_ONLY = 'encore:json-only';
const NOT_JSON_MESSAGE = 'Send this request as JSON (Content-Type: application/json).';

/**
 * On a controller or a route: a request with a body must say `Content-Type: application/json`,
 * else 415 PLATFORM.UNSUPPORTED_MEDIA_TYPE before anything parses it. A cross-site HTML form can
 * only send urlencoded, multipart or text/plain bodies (JSON needs a CORS preflight, which the
 * allow-list refuses), so such a route cannot be driven by another site's form.
 */
export const JsonOnly = (): ClassDecorator & MethodDecorator => SetMetadata(JSON_ONLY, true);

const BODILESS = new Set(['GET', 'HEAD', 'OPTIONS']);

const mediaType = (request: FastifyRequest): string =>
  (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

function refuseNonJson(request: FastifyRequest): Promise<void> {
  if (BODILESS.has(request.method) || mediaType(request) === 'application/json') {
    return Promise.resolve();
  }
  return Promise.reject(PlatformErrors.UNSUPPORTED_MEDIA_TYPE(NOT_JSON_MESSAGE));
}

/** Gives every `@JsonOnly` route its content-type check (an `onRequest` hook); before `app.init()`. */
export function applyJsonOnly(app: INestApplication, fastify: FastifyInstance): void {
  forEachControllerRoute(app, ({ controller, handler }) => {
    if (!Reflect.getMetadata(JSON_ONLY, handler) && !Reflect.getMetadata(JSON_ONLY, controller)) {
      return;
    }
    // Merged into the route's config, which @BodyLimit writes too.
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, jsonOnly: true }, handler);
  });
  fastify.addHook('onRoute', (route) => {
    if ((route.config as { jsonOnly?: unknown } | undefined)?.jsonOnly !== true) return;
    const hooks = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...hooks, refuseNonJson];
  });
}
