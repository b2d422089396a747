import { defineErrors } from '../../platform/http/index.js';

export const AnalyticsErrors = defineErrors('ANALYTICS', {
  UNAVAILABLE: { kind: 'unavailable', message: 'Analytics is temporarily unavailable' },
  RATE_LIMITED: {
    kind: 'rate_limited',
    message: 'Too many play events from this address. Please wait and try again.',
  },
  /** The event names a track the catalogue does not have: it is not stored (ADR 0024). */
  UNKNOWN_TRACK: { kind: 'not_found', message: 'Track not found' },
  ARTIST_MISMATCH: {
    kind: 'bad_request',
    message: 'artist_id is not the artist of this track',
  },
  NOT_AN_ARTIST: {
    kind: 'forbidden',
    message: 'This is not an artist account: analytics are for artists',
  },
  NOT_LINKED: {
    kind: 'forbidden',
    message: 'This artist account is not linked to an artist profile yet. Ask an admin to link it.',
  },
  OTHER_ARTIST: {
    kind: 'forbidden',
    message: "You can only see your own artist profile's analytics",
  },
  ARTIST_REQUIRED: {
    kind: 'bad_request',
    message: 'Choose an artist (artist_id) to read its analytics',
  },
  BAD_RANGE: { kind: 'bad_request', message: 'The date range is not valid' },
});
