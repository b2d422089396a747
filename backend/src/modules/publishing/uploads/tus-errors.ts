import { ERRORS } from '@tus/server';

import { AppError, PlatformErrors } from '../../../platform/http/index.js';
import { UploadsErrors } from './uploads.errors.js';

/** A failure as tus carries it: its status and plain-text body. */
export interface TusFailure {
  status_code: number;
  body: string;
}

const isTusFailure = (error: unknown): error is TusFailure =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as Partial<TusFailure>).status_code === 'number' &&
  typeof (error as Partial<TusFailure>).body === 'string';

/** What a refusal may need to say about this deployment. */
export interface UploadLimits {
  maxUploadMb: number;
}

/** The size refusal, with the limit in it (also used before tus sees a request). */
export const tooLarge = ({ maxUploadMb }: UploadLimits): AppError =>
  UploadsErrors.TOO_LARGE(
    `This file is larger than the ${maxUploadMb.toLocaleString('en')} MB a master may be.`,
  );

/** tus' own refusals (by their exact body) as ours: a stable code and a sentence a person reads. */
const BY_BODY = new Map<string, (limits: UploadLimits) => AppError>([
  [ERRORS.FILE_NOT_FOUND.body, () => UploadsErrors.UPLOAD_NOT_FOUND()],
  [ERRORS.FILE_NO_LONGER_EXISTS.body, () => UploadsErrors.UPLOAD_EXPIRED()],
  [ERRORS.INVALID_OFFSET.body, () => UploadsErrors.OFFSET_CONFLICT()],
  [ERRORS.ERR_LOCK_TIMEOUT.body, () => UploadsErrors.BUSY()],
  // The client hears "another request took over"; by then it has mostly hung up anyway.
  [ERRORS.ABORTED.body, () => UploadsErrors.BUSY()],
  [ERRORS.ERR_MAX_SIZE_EXCEEDED.body, tooLarge],
  [ERRORS.ERR_SIZE_EXCEEDED.body, () => UploadsErrors.TOO_MANY_BYTES()],
  [ERRORS.INVALID_LENGTH.body, () => UploadsErrors.LENGTH_REQUIRED()],
  [ERRORS.INVALID_METADATA.body, () => UploadsErrors.METADATA_INVALID()],
  [ERRORS.MISSING_OFFSET.body, () => UploadsErrors.PROTOCOL_ERROR('Send Upload-Offset.')],
  [ERRORS.INVALID_CONTENT_TYPE.body, () => UploadsErrors.WRONG_CONTENT_TYPE()],
  [ERRORS.INVALID_TERMINATION.body, () => UploadsErrors.TRACK_HAS_MASTER()],
  [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION.body, () => UploadsErrors.UNSUPPORTED()],
  [ERRORS.UNSUPPORTED_CREATION_DEFER_LENGTH_EXTENSION.body, () => UploadsErrors.UNSUPPORTED()],
  ['Tus-Resumable Required\n', () => UploadsErrors.TUS_RESUMABLE_REQUIRED()],
]);

/**
 * Our error for whatever tus (or a hook, or a store) failed with: our own AppErrors as they are,
 * tus' refusals mapped by body, a header it found invalid named, and anything else an internal
 * error (logged by the caller). Never a 5xx for a client's mistake.
 */
export function toUploadError(error: unknown, limits: UploadLimits): AppError {
  if (error instanceof AppError) return error;
  if (!isTusFailure(error)) return PlatformErrors.INTERNAL();
  const known = BY_BODY.get(error.body);
  if (known) return known(limits);
  // `Invalid upload-offset upload-length\n`: the header validator's list of bad headers.
  if (error.status_code === 400 && error.body.startsWith('Invalid ')) {
    return UploadsErrors.PROTOCOL_ERROR(
      `These headers are not valid: ${error.body.slice(8).trim()}.`,
    );
  }
  if (error.status_code === 404) return UploadsErrors.UPLOAD_NOT_FOUND();
  return PlatformErrors.INTERNAL();
}

/** Whether tus' failure is one we did not foresee (worth a log line with its detail). */
export const isUnforeseen = (error: unknown, mapped: AppError): boolean =>
  mapped.kind === 'internal' && !(error instanceof AppError);
