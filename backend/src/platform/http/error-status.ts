import type { ErrorKind } from './app-error.js';

/** The one place an error kind becomes an HTTP status. */
export function statusForKind(kind: ErrorKind): number {
  switch (kind) {
    case 'bad_request':
      return 400;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
      return 409;
    case 'gone':
      return 410;
    case 'request_timeout':
      return 408;
    case 'payload_too_large':
      return 413;
    case 'uri_too_long':
      return 414;
    case 'unsupported_media_type':
      return 415;
    case 'range_not_satisfiable':
      return 416;
    case 'rate_limited':
      return 429;
    case 'headers_too_large':
      return 431;
    case 'unavailable':
      return 503;
    case 'internal':
      return 500;
  }
}
