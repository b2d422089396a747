export {
  ApiError,
  type ErrorEnvelope,
  explainFailure,
  failureMessage,
  toApiError,
} from './api-error';
export { apiClient, EMPTY_JSON_BODY, unwrap } from './client';
export type { components, paths } from './schema.gen';
export { uploadFile, type UploadOptions } from './upload-file';
