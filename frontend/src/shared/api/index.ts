export { ApiError, type ErrorEnvelope, toApiError } from './api-error';
export { apiClient, unwrap } from './client';
export type { components, paths } from './schema.gen';
