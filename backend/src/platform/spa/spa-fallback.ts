import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

import type { AppConfig } from '../../config/index.js';
import { PlatformErrors, sendError } from '../http/index.js';
import { declaredPageHeads } from './page-heads.js';
import { SpaPages } from './spa-pages.js';

const isServerPath = (path: string): boolean =>
  path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');

/**
 * Client routes (`/artist/x/album/y`, …) reload fine: any GET that is not an API call, a static
 * file or the docs answers with the SPA's index.html. Unknown `/api/...` paths stay JSON 404s.
 * A plain Fastify wildcard route: find-my-way prefers every static and parametric route to it.
 * The routes modules describe with `@PageHeads()` get their own title, description, social card
 * and JSON-LD in that index.html, for link previews that run no JavaScript (docs/adr/0023).
 */
export function registerSpaFallback(app: NestFastifyApplication, config: AppConfig): void {
  const file = config.env.SPA_DIR ? join(config.env.SPA_DIR, 'index.html') : '';
  const pages =
    file && existsSync(file)
      ? new SpaPages(readFileSync(file, 'utf8'), declaredPageHeads(app))
      : null;
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (isServerPath(path) || pages === null) {
        sendError(PlatformErrors.ROUTE_NOT_FOUND(), request, reply);
        return reply;
      }
      const html = await pages.html(path, request.log);
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(html);
    });
}
