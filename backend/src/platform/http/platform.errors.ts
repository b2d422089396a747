import { defineErrors } from './app-error.js';

/** Errors raised by the HTTP platform itself rather than by a module. */
export const PlatformErrors = defineErrors('PLATFORM', {
  VALIDATION_FAILED: { kind: 'bad_request', message: 'The request is not valid.' },
  MALFORMED_BODY: { kind: 'bad_request', message: 'The request body is not valid JSON.' },
  MALFORMED_MULTIPART: { kind: 'bad_request', message: 'The form data could not be read.' },
  MALFORMED_REQUEST: { kind: 'bad_request', message: 'The request could not be read.' },
  BAD_URL: { kind: 'bad_request', message: 'This address is not valid.' },
  URL_TOO_LONG: { kind: 'uri_too_long', message: 'This address is too long.' },
  HEADERS_TOO_LARGE: { kind: 'headers_too_large', message: 'The request headers are too large.' },
  REQUEST_TIMEOUT: { kind: 'request_timeout', message: 'The request took too long to arrive.' },
  INVALID_PREFLIGHT: {
    kind: 'bad_request',
    message: 'A CORS preflight needs Origin and Access-Control-Request-Method headers.',
  },
  ROUTE_NOT_FOUND: { kind: 'not_found', message: 'Not found.' },
  PAYLOAD_TOO_LARGE: { kind: 'payload_too_large', message: 'The request body is too large.' },
  UNSUPPORTED_MEDIA_TYPE: {
    kind: 'unsupported_media_type',
    message: 'This content type is not supported here.',
  },
  AUTH_REQUIRED: { kind: 'unauthenticated', message: 'Please log in to continue.' },
  FORBIDDEN: { kind: 'forbidden', message: 'Access denied.' },
  RATE_LIMITED: { kind: 'rate_limited', message: 'Too many requests. Please wait and try again.' },
  SERVICE_UNAVAILABLE: { kind: 'unavailable', message: 'The service is temporarily unavailable.' },
  INTERNAL: { kind: 'internal', message: 'Something went wrong. Please try again.' },
});
