export {
  AppError,
  defineErrors,
  type ErrorDetail,
  type ErrorFactory,
  type ErrorKind,
} from './app-error.js';
export { AppExceptionFilter, sendError } from './app-exception.filter.js';
export { toAppError } from './to-app-error.js';
export { type ErrorEnvelope, toEnvelope } from './error-envelope.js';
export { fastifyErrorOptions, refuseLargeHeaders } from './fastify-errors.js';
export { statusForKind } from './error-status.js';
export { PlatformErrors } from './platform.errors.js';
export {
  attachRouteSchemas,
  compileRequestValidator,
  Field,
  type FieldOptions,
  type FieldSchema,
} from './validation/index.js';
export { buildOpenApiDocument, registerOpenApi } from './openapi.js';
export { COMPRESSION_THRESHOLD_BYTES, isCompressible, registerCompression } from './compression.js';
export { type CspDirectives, documentSecurityHeaders, registerSecurity } from './security.js';
export { useOwnSecurityHeaders, WITHOUT_SECURITY_HEADERS } from './security-headers.js';
export { JsonOnly } from './json-only.js';
export { UUID_PATTERN } from './uuid-pattern.js';
export {
  BodyLimit,
  declaredFastifyRoutes,
  type FastifyRouteProvider,
  FastifyRoutes,
  registerFastifyRoutes,
} from './fastify-routes.js';
