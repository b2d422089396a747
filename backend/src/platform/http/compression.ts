import compress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** Replies smaller than this go out as they are: compressing them saves too little. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * What is worth compressing: JSON, HTML and other text, scripts, SVG. Never audio (the media
 * module's streams), raster images (already compressed), `application/octet-stream` or
 * `text/event-stream` (a stream the client reads as it comes).
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)[\w.+-]+|application\/(?:[\w.+-]+\+)?json|application\/(?:java|ecma)script|image\/svg\+xml)(?:;|$)/u;

export const isCompressible = (contentType: string): boolean => COMPRESSIBLE.test(contentType);

/**
 * Brotli or gzip, as the client's Accept-Encoding prefers, for every route registered after
 * this (so: before the app's routes), with `Vary: Accept-Encoding` on what it compresses.
 * Partial replies (206, Content-Range) and replies that already carry a Content-Encoding (the
 * SPA's precompressed files) pass untouched. Request bodies are never inflated here: the raw
 * bodies some routes read (the Stripe webhook's signature) stay byte for byte what was sent.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: isCompressible,
    globalDecompression: false,
  });
}
