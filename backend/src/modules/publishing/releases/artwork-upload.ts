import type { FastifyRequest } from 'fastify';

import { AppError, PlatformErrors, toAppError } from '../../../platform/http/index.js';
import { ARTWORK_MAX_BYTES, StudioErrors } from './studio.errors.js';

/**
 * Whatever goes wrong while parsing the upload comes from the client's bytes: Fastify's coded
 * multipart errors map as everywhere else (limits → 413), busboy's plain ones become a 400.
 */
function uploadError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return StudioErrors.ARTWORK_TOO_LARGE();
  return typeof code === 'string' ? toAppError(error) : PlatformErrors.MALFORMED_MULTIPART();
}

/**
 * Reads the multipart field `file` into memory, refusing anything over the artwork limit. Only
 * the bytes come back: the part's name and Content-Type are the client's words and never read
 * (the stored name is a random UUID, ArtworkStore), as with avatars.
 */
export async function readArtworkUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw StudioErrors.ARTWORK_MISSING();
  try {
    const part = await request.file({ limits: { fileSize: ARTWORK_MAX_BYTES, files: 1 } });
    if (part?.fieldname !== 'file') throw StudioErrors.ARTWORK_MISSING();
    const bytes = await part.toBuffer();
    // toBuffer() notices the limit only if a chunk arrives after busboy flagged it.
    if (part.file.truncated) throw StudioErrors.ARTWORK_TOO_LARGE();
    return bytes;
  } catch (error) {
    throw uploadError(error);
  }
}
