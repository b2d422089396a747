import { defineErrors } from '../../platform/http/index.js';

/** "Track not found" is the spec's text (§8); the client shows "No lyrics found." for it. */
export const LyricsErrors = defineErrors('LYRICS', {
  MISSING_ARTIST_OR_TITLE: { kind: 'bad_request', message: 'Missing artist or title' },
  TRACK_NOT_FOUND: { kind: 'not_found', message: 'Track not found' },
  // A gateway failure; `unavailable` is the nearest kind the platform maps (503), see ADR 0014.
  UPSTREAM_UNAVAILABLE: { kind: 'unavailable', message: 'Lyrics service unavailable' },
});
