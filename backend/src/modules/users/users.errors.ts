import { defineErrors } from '../../platform/http/index.js';
import { PHOTO_MAX_BYTES } from '../../platform/images/index.js';

export const AVATAR_MAX_BYTES = PHOTO_MAX_BYTES;

export const UsersErrors = defineErrors('USERS', {
  USER_NOT_FOUND: { kind: 'unauthenticated', message: 'Your account no longer exists.' },
  AVATAR_MISSING: {
    kind: 'bad_request',
    message: 'Send the image as multipart/form-data in a field named "file".',
  },
  AVATAR_TOO_LARGE: {
    kind: 'payload_too_large',
    message: 'Avatar images must be 5 MB or smaller.',
  },
  AVATAR_TYPE: {
    kind: 'unsupported_media_type',
    message: 'Avatars must be JPEG, PNG or WebP images.',
  },
  AVATAR_UNREADABLE: {
    kind: 'bad_request',
    message: 'This image could not be read. Please try another file.',
  },
});
