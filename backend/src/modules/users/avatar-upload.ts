import type { FastifyRequest } from 'fastify';

import { AVATAR_MAX_BYTES, UsersErrors } from './users.errors.js';

/** Reads the multipart field `file` into memory, refusing anything over the avatar limit. */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw UsersErrors.AVATAR_MISSING();
  const part = await request.file({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  if (part?.fieldname !== 'file') throw UsersErrors.AVATAR_MISSING();
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw UsersErrors.AVATAR_TOO_LARGE();
    }
    throw error;
  }
  // toBuffer() only notices the limit if a chunk arrives after busboy flagged it; when the
  // flag comes with the last chunk (timing-dependent) it returns the cut-off bytes instead.
  if (part.file.truncated) throw UsersErrors.AVATAR_TOO_LARGE();
  return bytes;
}
