import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';

import type { AppError } from './app-error.js';
import { sendError } from './app-exception.filter.js';
import { toEnvelope } from './error-envelope.js';
import { PlatformErrors } from './platform.errors.js';

/** Node's parser errors (raised before Fastify sees a request) as our errors. */
function fromClientError(code: string | undefined): AppError {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return PlatformErrors.HEADERS_TOO_LARGE();
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return PlatformErrors.REQUEST_TIMEOUT();
    default:
      return PlatformErrors.MALFORMED_REQUEST();
  }
}

/**
 * Whether the request Node's parser refused is a HEAD, from the bytes it was parsing when it
 * refused (`rawPacket`, one read from the socket). They need not start with the request: under
 * keep-alive, a request answered before its body was read (a 415 from @JsonOnly) has the rest of
 * its body drained, and the client's next request can arrive in the same read, right behind that
 * tail ("…aaaaHEAD /x HTTP/1.1"). So the request line is found by its version, and the method is
 * the word before its target (no method but HEAD ends in "HEAD"). Linear in the packet: an
 * error reply must not cost more than the request. When the request line came in an earlier
 * read, it cannot be seen and the reply keeps its body.
 */
export function refusesHead(rawPacket: unknown): boolean {
  if (!Buffer.isBuffer(rawPacket)) return false;
  const version = rawPacket.indexOf(' HTTP/1.');
  if (version <= 0) return false;
  const target = rawPacket.lastIndexOf(' ', version - 1);
  return target >= 4 && rawPacket.toString('latin1', target - 4, target) === 'HEAD';
}

/**
 * Answers a request Node's HTTP parser refused (headers too large, bytes that are not HTTP) with
 * the envelope, then closes the socket cleanly: `Connection: close` tells a keep-alive client
 * not to reuse it (Fastify's default drops it silently, so the client's next request fails).
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const envelope = toEnvelope(fromClientError(error.code));
  const body = JSON.stringify(envelope);
  // A reply to HEAD has no body (its Content-Length is what a GET would send): bytes after the
  // headers would be read as a second, broken reply.
  const isHead = refusesHead(error.rawPacket);
  if (socket.writable) {
    socket.end(
      `HTTP/1.1 ${envelope.statusCode} ${STATUS_CODES[envelope.statusCode] ?? 'Error'}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'Connection: close\r\n\r\n' +
        (isHead ? '' : body),
    );
  } else {
    socket.destroy();
  }
}

/** The request line and headers a request may have: Node's own default, 16 KB. */
export const MAX_HEADER_BYTES = 16 * 1024;
/**
 * What Node's parser accepts: more, so that a request between the two limits is refused by
 * `refuseLargeHeaders` below, where its method is known. Node's parser refuses a request from the
 * bytes of one read, and when its headers came in several reads that read may hold no request
 * line: a HEAD could not be told from a GET, and its 431 would carry a body (read by the client as
 * a second, broken reply). Past this limit that can still happen (`answerClientError` then keeps
 * the body, as the comment on `refusesHead` says).
 */
const PARSER_MAX_HEADER_BYTES = 64 * 1024;

/** The request line and header bytes of a parsed request, as they came over the wire. */
function headerBytes(request: FastifyRequest): number {
  const { rawHeaders, method, url } = request.raw;
  let bytes = (method ?? '').length + (url ?? '').length + 12;
  for (const part of rawHeaders) bytes += part.length + 2;
  return bytes;
}

/**
 * Refuses a request whose headers are past `MAX_HEADER_BYTES` with the 431 envelope and
 * `Connection: close`, first of all hooks: as Node's parser would, but knowing the method (a HEAD
 * gets no body).
 */
export function refuseLargeHeaders(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    if (headerBytes(request) <= MAX_HEADER_BYTES) {
      done();
      return;
    }
    void reply.header('connection', 'close');
    sendError(PlatformErrors.HEADERS_TOO_LARGE(), request, reply);
  });
}

/**
 * Fastify's router errors (malformed percent-encoding, an over-long path parameter) go through
 * the same envelope as every other error instead of Fastify's own JSON shape.
 */
export const fastifyErrorOptions = {
  frameworkErrors: (error: Error, request: FastifyRequest, reply: FastifyReply): void => {
    sendError(error, request, reply);
  },
  clientErrorHandler: answerClientError,
  http: { maxHeaderSize: PARSER_MAX_HEADER_BYTES },
} satisfies Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> & {
  http: { maxHeaderSize: number };
};
