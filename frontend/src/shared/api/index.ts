export { ApiError, type ErrorEnvelope, failureMessage, toApiError } from './api-error';
export { apiClient, unwrap } from './client';
export type { components, paths } from './schema.gen';
export { uploadFile, type UploadOptions } from './upload-file';
