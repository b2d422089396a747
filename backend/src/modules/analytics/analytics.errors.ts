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
});
