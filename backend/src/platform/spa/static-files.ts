import { existsSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

import type { AppConfig } from '../../config/index.js';
import { toStoragePath } from '../storage/index.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Only a canonical storage path names an image: `..`, NUL and other control characters,
 * backslashes and directories (a trailing `/`, the bare prefix) are a 404 here, where `send`
 * would answer 400 or 403 errors that reached the client as 500s.
 */
const isImagePath = (pathName: string): boolean =>
  toStoragePath(pathName.replace(/^\//, '')) !== null;

/**
 * Serves the built SPA's files (hashed `/assets/*` cached for a year, the rest revalidated) and
 * the public images under `/media/images/` when media are on the local disk. Audio is never served
 * here: it needs a signed URL.
 * The SPA's build writes `file.br` and `file.gz` beside each text file (frontend/vite.config.ts):
 * they go out as they are, by the client's Accept-Encoding, with `Vary: Accept-Encoding`
 * (docs/adr/0022); the compression plugin leaves a reply that already has an encoding alone.
 */
export async function registerStaticFiles(
  app: NestFastifyApplication,
  config: AppConfig,
): Promise<void> {
  const spaDir = config.env.SPA_DIR;
  if (spaDir && existsSync(join(spaDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: spaDir,
      prefix: '/',
      wildcard: false,
      index: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath: string) => {
        res.header('cache-control', filePath.includes('/assets/') ? IMMUTABLE : 'no-cache');
      },
    });
  }
  // With media in S3 the media module serves /media/images/* from the bucket (ADR 0039).
  if (config.env.STORAGE_DRIVER !== 'local') return;
  await app.register(fastifyStatic, {
    root: join(config.env.MEDIA_DIR, 'images'),
    prefix: '/media/images/',
    decorateReply: false,
    wildcard: true,
    allowedPath: isImagePath,
    index: false,
    cacheControl: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=86400');
      res.header('x-content-type-options', 'nosniff');
    },
  });
}
