import type { FastifyRequest } from 'fastify';

import { AppError, PlatformErrors, toAppError } from '../../platform/http/index.js';
import { AVATAR_MAX_BYTES, UsersErrors } from './users.errors.js';

/**
 * Whatever goes wrong while parsing the upload comes from the client's bytes. Fastify's coded
 * multipart errors map as everywhere else (limits → 413); busboy's plain errors (no boundary, a
 * part without headers, a cut-off body) carry no code and become a 400, not a 500.
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return UsersErrors.AVATAR_TOO_LARGE();
  return typeof code === 'string' ? toAppError(error) : PlatformErrors.MALFORMED_MULTIPART();
}

/**
 * Reads the multipart field `file` into memory, refusing anything over the avatar limit. Only the
 * bytes come back: the part's file name and Content-Type are the client's words (`../`, NUL, any
 * length) and are never read — the stored name is a random UUID with the extension of the format
 * the image is re-encoded to (AvatarStore, toAvatarWebp).
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw UsersErrors.AVATAR_MISSING();
  try {
    const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw UsersErrors.AVATAR_MISSING();
    const bytes = await part.toBuffer();
    // toBuffer() only notices the limit if a chunk arrives after busboy flagged it; when the
    // flag comes with the last chunk (timing-dependent) it returns the cut-off bytes instead.
    if (part.file.truncated) throw UsersErrors.AVATAR_TOO_LARGE();
    return bytes;
  } catch (error) {
    throw uploadError(error);
  }
}
