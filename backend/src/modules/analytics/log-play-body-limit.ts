import type { FastifyInstance } from 'fastify';

/** A play event is a few hundred bytes; anything much larger is refused before it is parsed. */
export const LOG_PLAY_BODY_LIMIT_BYTES = 8 * 1024;

/**
 * Gives the log-play route its own body limit (the app-wide one is 1 MB). Nest has no per-route
 * body limit, so this sets Fastify's route option as Nest registers the route; it must run before
 * the routes are registered (app.init), e.g. from a module constructor.
 */
export function limitLogPlayBody(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route) => {
    if (route.url.endsWith('/analytics/log-play')) route.bodyLimit = LOG_PLAY_BODY_LIMIT_BYTES;
  });
}
