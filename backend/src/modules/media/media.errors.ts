import { defineErrors } from '../../platform/http/index.js';

export const MediaErrors = defineErrors('MEDIA', {
  TRACK_NOT_FOUND: { kind: 'not_found', message: 'Track not found' },
  NO_PREVIEW: { kind: 'not_found', message: 'This track has no preview.' },
  LOGIN_REQUIRED: { kind: 'unauthenticated', message: 'Please log in to play full tracks.' },
  // The two Soundcheck texts are the spec's own (§6), word for word.
  PREMIUM_LOGIN_REQUIRED: {
    kind: 'unauthenticated',
    message: 'Authentication required for premium content',
  },
  PURCHASE_REQUIRED: {
    kind: 'forbidden',
    message: 'soundcheck access required - purchase needed',
  },
  ACCESS_DENIED: { kind: 'forbidden', message: 'Access denied' },
  LINK_INVALID: { kind: 'forbidden', message: 'This media link is not valid.' },
  LINK_EXPIRED: {
    kind: 'gone',
    message: 'This media link has expired. Start playback again for a fresh one.',
  },
  FILE_NOT_FOUND: { kind: 'not_found', message: 'Media file not found.' },
  // A signed address of a track since unpublished or taken down (docs/adr/0044).
  TRACK_UNAVAILABLE: { kind: 'not_found', message: 'This track is not available.' },
  RANGE_NOT_SATISFIABLE: {
    kind: 'range_not_satisfiable',
    message: 'The requested range lies outside the file.',
  },
});
