import type { FastifyRequest } from 'fastify';

import { AppError, PlatformErrors, toAppError } from '../http/index.js';

/** The upload's limit and how the caller words its refusals (its module's stable codes). */
export interface ImageUploadRules {
  maxBytes: number;
  /** Not multipart, or no part named `file`. */
  missing: () => AppError;
  /** Over `maxBytes`. */
  tooLarge: () => AppError;
}

/**
 * Whatever goes wrong while parsing the upload comes from the client's bytes. Fastify's coded
 * multipart errors map as everywhere else (limits → 413); busboy's plain errors (no boundary, a
 * part without headers, a cut-off body) carry no code and become a 400, not a 500.
 */
function uploadError(error: unknown, rules: ImageUploadRules): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return rules.tooLarge();
  return typeof code === 'string' ? toAppError(error) : PlatformErrors.MALFORMED_MULTIPART();
}

/**
 * Reads the multipart field `file` into memory, refusing anything over the limit. Only the bytes
 * come back: the part's file name and Content-Type are the client's words (`../`, NUL, any
 * length) and are never read — the stored name is a random UUID with the extension of the format
 * the image is re-encoded to (PublicImageFolder).
 */
export async function readImageUpload(
  request: FastifyRequest,
  rules: ImageUploadRules,
): Promise<Buffer> {
  if (!request.isMultipart()) throw rules.missing();
  try {
    const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
    if (part?.fieldname !== 'file') throw rules.missing();
    const bytes = await part.toBuffer();
    // toBuffer() only notices the limit if a chunk arrives after busboy flagged it; when the
    // flag comes with the last chunk (timing-dependent) it returns the cut-off bytes instead.
    if (part.file.truncated) throw rules.tooLarge();
    return bytes;
  } catch (error) {
    throw uploadError(error, rules);
  }
}
