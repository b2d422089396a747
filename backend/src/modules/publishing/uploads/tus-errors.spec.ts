import { ERRORS } from '@tus/server';

import { AppError, toEnvelope } from '../../../platform/http/index.js';
import { toUploadError } from './tus-errors.js';
import { UploadsErrors } from './uploads.errors.js';

const LIMITS = { maxUploadMb: 2048 };
const statusOf = (error: unknown): number => toEnvelope(toUploadError(error, LIMITS)).statusCode;
const codeOf = (error: unknown): string => toUploadError(error, LIMITS).code;

describe('toUploadError', () => {
  it('keeps our own errors as they are', () => {
    const refusal = UploadsErrors.NOT_AUDIO('This file is a PDF, not audio.');
    expect(toUploadError(refusal, LIMITS)).toBe(refusal);
  });

  it('names the limit when a file is too large', () => {
    const error = toUploadError(ERRORS.ERR_MAX_SIZE_EXCEEDED, LIMITS);
    expect(error.code).toBe('UPLOADS.TOO_LARGE');
    expect(error.message).toBe('This file is larger than the 2,048 MB a master may be.');
    expect(toEnvelope(error).statusCode).toBe(413);
  });

  it.each([
    [ERRORS.FILE_NOT_FOUND, 404, 'UPLOADS.UPLOAD_NOT_FOUND'],
    [ERRORS.FILE_NO_LONGER_EXISTS, 410, 'UPLOADS.UPLOAD_EXPIRED'],
    [ERRORS.INVALID_OFFSET, 409, 'UPLOADS.OFFSET_CONFLICT'],
    [ERRORS.ERR_LOCK_TIMEOUT, 409, 'UPLOADS.BUSY'],
    [ERRORS.ERR_SIZE_EXCEEDED, 413, 'UPLOADS.TOO_MANY_BYTES'],
    [ERRORS.INVALID_LENGTH, 400, 'UPLOADS.LENGTH_REQUIRED'],
    [ERRORS.INVALID_METADATA, 400, 'UPLOADS.METADATA_INVALID'],
    [ERRORS.MISSING_OFFSET, 400, 'UPLOADS.PROTOCOL_ERROR'],
    [ERRORS.INVALID_CONTENT_TYPE, 415, 'UPLOADS.WRONG_CONTENT_TYPE'],
    [ERRORS.UNSUPPORTED_CONCATENATION_EXTENSION, 400, 'UPLOADS.UNSUPPORTED'],
    [{ status_code: 412, body: 'Tus-Resumable Required\n' }, 400, 'UPLOADS.TUS_RESUMABLE_REQUIRED'],
  ])("maps tus' %j to a %i with a stable code", (error, status, code) => {
    expect(statusOf(error)).toBe(status);
    expect(codeOf(error)).toBe(code);
  });

  it('names the headers tus found invalid', () => {
    const error = toUploadError(
      { status_code: 400, body: 'Invalid upload-offset upload-length\n' },
      LIMITS,
    );
    expect(error.code).toBe('UPLOADS.PROTOCOL_ERROR');
    expect(error.message).toBe('These headers are not valid: upload-offset upload-length.');
  });

  it('makes anything unforeseen an internal error, without its detail', () => {
    const error = toUploadError(new Error('EIO: disk on fire'), LIMITS);
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe('internal');
    expect(error.message).not.toContain('disk');
    expect(statusOf(ERRORS.FILE_WRITE_ERROR)).toBe(500);
  });
});
