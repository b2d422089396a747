export {
  AppError,
  defineErrors,
  type ErrorDetail,
  type ErrorFactory,
  type ErrorKind,
} from './app-error.js';
export { AppExceptionFilter, sendError } from './app-exception.filter.js';
export { type ErrorEnvelope, toEnvelope } from './error-envelope.js';
export { statusForKind } from './error-status.js';
export { PlatformErrors } from './platform.errors.js';
export { createValidationPipe } from './validation.pipe.js';
export { buildOpenApiDocument, registerOpenApi } from './openapi.js';
export { registerSecurity } from './security.js';
export { UUID_PATTERN } from './uuid-pattern.js';
