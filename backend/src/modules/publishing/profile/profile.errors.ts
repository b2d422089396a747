import { defineErrors } from '../../../platform/http/index.js';
import { PHOTO_MAX_BYTES } from '../../../platform/images/index.js';

/** An artist's photo may be as large as an avatar: both are re-encoded to the same square. */
export const ARTIST_PHOTO_MAX_BYTES = PHOTO_MAX_BYTES;

/**
 * The profile editor's refusals (`/api/studio/profile`, issue 25): stable codes, words for the
 * artist. Who may edit which profile is the studio's rule (STUDIO.NOT_AN_ARTIST, …).
 */
export const ProfileErrors = defineErrors('PROFILE', {
  NAME_TAKEN: {
    kind: 'conflict',
    message:
      'Another artist on Encore goes by this name. Add something that sets you apart, such as your city.',
  },
  LINK_REPEATED: {
    kind: 'bad_request',
    message: 'Each link can be listed once.',
  },
  PHOTO_MISSING: {
    kind: 'bad_request',
    message: 'Send the photo as multipart/form-data in a field named "file".',
  },
  PHOTO_TOO_LARGE: {
    kind: 'payload_too_large',
    message: 'Photos must be 5 MB or smaller.',
  },
  PHOTO_TYPE: {
    kind: 'unsupported_media_type',
    message: 'Photos must be JPEG, PNG or WebP images.',
  },
  PHOTO_UNREADABLE: {
    kind: 'bad_request',
    message: 'This image could not be read. Please try another file.',
  },
});
