import { type INestApplication, Logger, SetMetadata } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants.js';
import type { FastifyInstance } from 'fastify';

import { forEachControllerRoute } from './controller-routes.js';
import { applyJsonOnly } from './json-only.js';

/**
 * The two ways a module's route may step outside the plain controller pattern, both declared
 * where the route is and applied here, so that docs/architecture.md can list every one:
 *
 * - `@BodyLimit(bytes)` on a controller method: a tighter body limit than the app's 1 MB (Nest
 *   has no per-route limit: it becomes the Fastify route option as Nest registers the route).
 * - `@FastifyRoutes()` on a provider implementing `FastifyRouteProvider`: routes served by
 *   Fastify directly, outside Nest's pipeline, registered before the controllers.
 */
export interface FastifyRouteProvider {
  /** `GET|HEAD /api/x/*` for each route: the boot log and the fuzz test read them. */
  readonly routes: readonly string[];
  register(fastify: FastifyInstance): void;
}

const FASTIFY_ROUTES = 'encore:fastify-routes';
const BODY_LIMIT = 'encore:body-limit';

export const FastifyRoutes = (): ClassDecorator => SetMetadata(FASTIFY_ROUTES, true);
export const BodyLimit = (bytes: number): MethodDecorator => SetMetadata(BODY_LIMIT, bytes);

/** A limit the route gets unless it declares its own with `@BodyLimit` (the body DTO's bound). */
export function setDefaultBodyLimit(handler: object, bytes: number): void {
  if (Reflect.getMetadata(BODY_LIMIT, handler) === undefined) {
    Reflect.defineMetadata(BODY_LIMIT, bytes, handler);
  }
}

function applyBodyLimits(app: INestApplication, fastify: FastifyInstance): void {
  forEachControllerRoute(app, ({ handler }) => {
    const bodyLimit = Reflect.getMetadata(BODY_LIMIT, handler) as number | undefined;
    if (bodyLimit === undefined) return;
    // Merged into the route's config (other decorators, e.g. @RouteConfig, write there too).
    const config = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) ?? {}) as object;
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...config, bodyLimit }, handler);
  });
  fastify.addHook('onRoute', (route) => {
    const limit = (route.config as { bodyLimit?: unknown } | undefined)?.bodyLimit;
    if (typeof limit === 'number') route.bodyLimit = limit;
  });
}

function* fastifyRouteProviders(app: INestApplication) {
  for (const module of app.get(ModulesContainer).values()) {
    for (const { metatype, instance } of module.providers.values()) {
      if (metatype && Reflect.getMetadata(FASTIFY_ROUTES, metatype)) {
        yield { name: metatype.name, provider: instance as FastifyRouteProvider };
      }
    }
  }
}

/** Every route the `@FastifyRoutes` providers serve, as `METHOD|METHOD /path` (tests walk them). */
export const declaredFastifyRoutes = (app: INestApplication): string[] =>
  [...fastifyRouteProviders(app)].flatMap(({ provider }) => provider.routes);

/**
 * Applies every `@BodyLimit` and `@JsonOnly` and registers every `@FastifyRoutes` provider;
 * before `app.init()`.
 */
export function registerFastifyRoutes(app: INestApplication): void {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  applyBodyLimits(app, fastify);
  applyJsonOnly(app, fastify);
  const logger = new Logger('FastifyRoutes');
  for (const { name, provider } of fastifyRouteProviders(app)) {
    provider.register(fastify);
    logger.log(`${provider.routes.join(', ')}: served by Fastify directly (${name})`);
  }
}
