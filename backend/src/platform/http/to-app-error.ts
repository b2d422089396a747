import { HttpException } from '@nestjs/common';

import { AppError } from './app-error.js';
import { PlatformErrors } from './platform.errors.js';

interface FastifyLikeError {
  statusCode?: number;
  code?: string;
}

/** Fastify's own request errors (body parsing, limits), possibly wrapped by Nest as `cause`. */
function fromFastifyError(error: unknown): AppError | undefined {
  if (!(error instanceof Error)) return undefined;
  switch ((error as FastifyLikeError).code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return PlatformErrors.MALFORMED_BODY();
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return PlatformErrors.PAYLOAD_TOO_LARGE();
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return PlatformErrors.UNSUPPORTED_MEDIA_TYPE();
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return PlatformErrors.MALFORMED_REQUEST();
    case 'FST_ERR_BAD_URL':
      return PlatformErrors.BAD_URL();
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return PlatformErrors.URL_TOO_LONG();
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return PlatformErrors.PAYLOAD_TOO_LARGE();
    case 'FST_PROTO_VIOLATION':
    case 'FST_MP_PREMATURE_CLOSE':
      return PlatformErrors.MALFORMED_MULTIPART();
    default:
      return undefined;
  }
}

function fromHttpStatus(status: number): AppError {
  switch (status) {
    case 400:
      return PlatformErrors.VALIDATION_FAILED();
    case 401:
      return PlatformErrors.AUTH_REQUIRED();
    case 403:
      return PlatformErrors.FORBIDDEN();
    case 404:
      return PlatformErrors.ROUTE_NOT_FOUND();
    case 408:
      return PlatformErrors.REQUEST_TIMEOUT();
    case 413:
      return PlatformErrors.PAYLOAD_TOO_LARGE();
    case 414:
      return PlatformErrors.URL_TOO_LONG();
    case 415:
      return PlatformErrors.UNSUPPORTED_MEDIA_TYPE();
    case 431:
      return PlatformErrors.HEADERS_TOO_LARGE();
    case 429:
      return PlatformErrors.RATE_LIMITED();
    default:
      // Another library's 4xx (a status we have no text for) is still the client's mistake.
      return status < 500 ? PlatformErrors.MALFORMED_REQUEST() : PlatformErrors.INTERNAL();
  }
}

/**
 * Normalises anything thrown while serving a request into an AppError. Errors we did not expect
 * become INTERNAL, whose text never includes the original message or stack.
 */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const fastify =
    fromFastifyError(error) ?? fromFastifyError((error as { cause?: unknown } | null)?.cause);
  if (fastify) return fastify;
  if (error instanceof HttpException) return fromHttpStatus(error.getStatus());
  const status = (error as FastifyLikeError | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return fromHttpStatus(status);
  return PlatformErrors.INTERNAL();
}
