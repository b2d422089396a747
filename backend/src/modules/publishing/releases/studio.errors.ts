import { ARTWORK_MIN_SIDE } from '@encore/shared-rules';

import { defineErrors } from '../../../platform/http/index.js';

/** The studio's refusals (`/api/studio/…`, docs/adr/0041): stable codes, words for the artist. */
export const StudioErrors = defineErrors('STUDIO', {
  NOT_AN_ARTIST: {
    kind: 'forbidden',
    message: 'The studio is for artist accounts.',
  },
  NOT_LINKED: {
    kind: 'forbidden',
    message: 'Your account is not linked to an artist profile yet. Ask Encore to link it.',
  },
  OTHER_ARTIST: {
    kind: 'forbidden',
    message: "You can only work on your own artist profile's releases.",
  },
  ARTIST_REQUIRED: {
    kind: 'bad_request',
    message: 'Say which artist profile to work for (artist_id).',
  },
  ARTIST_NOT_FOUND: { kind: 'not_found', message: 'There is no artist profile with this id.' },
  RELEASE_NOT_FOUND: { kind: 'not_found', message: 'There is no release with this id.' },
  TRACK_NOT_FOUND: { kind: 'not_found', message: 'There is no track with this id.' },
  GENRE_UNKNOWN: {
    kind: 'bad_request',
    message: 'Choose genres from the list Encore offers.',
  },
  RELEASE_INCOMPLETE: {
    kind: 'conflict',
    message: 'This release is not ready to publish yet: see what is missing.',
  },
  RELEASE_NOT_DELETABLE: {
    kind: 'conflict',
    message:
      'Only a draft that was never published can be deleted. Unpublish it instead: buyers keep what they bought.',
  },
  TRACKS_LOCKED: {
    kind: 'conflict',
    message:
      'Tracks can be added or removed only while the release is a draft. Unpublish it first.',
  },
  TRACK_SOLD: {
    kind: 'conflict',
    message:
      'People bought this release with this track on it, so it stays. To change it, add the new version as a new track: its buyers get your note about it when you publish.',
  },
  TAKEN_DOWN: {
    kind: 'conflict',
    message:
      'Encore took this release down, so it cannot be published or scheduled. Contact Encore to have it restored.',
  },
  TOO_MANY_TRACKS: { kind: 'conflict', message: 'A release can have at most 100 tracks.' },
  FILE_TOO_LARGE: {
    kind: 'payload_too_large',
    message: 'This file is larger than Encore accepts for one track.',
  },
  POSITION_OUT_OF_RANGE: {
    kind: 'bad_request',
    message: 'position must be from 1 to the number of tracks on the release.',
  },
  LYRICS_NOT_SYNCED: {
    kind: 'bad_request',
    message: 'These synced lyrics are not LRC.',
  },
  PREVIEW_START_OUT_OF_RANGE: {
    kind: 'bad_request',
    message: 'The preview must start within the track.',
  },
  TRACK_NOT_RETRYABLE: {
    kind: 'conflict',
    message:
      'Only a track that failed (or is ready) and whose file arrived can be processed again.',
  },
  PEAKS_NOT_READY: {
    kind: 'not_found',
    message: "This track's waveform is not ready yet: it appears once the track is processed.",
  },
  AUDIO_NOT_READY: {
    kind: 'not_found',
    message: 'This track can be played here once it is processed.',
  },
  ALREADY_PUBLIC: {
    kind: 'conflict',
    message: 'This release is public already. Unpublish it first to schedule it for later.',
  },
  TIME_INVALID: {
    kind: 'bad_request',
    message: 'at must be a real time with its offset, like 2026-12-24T18:00:00Z.',
  },
  RELEASE_DATE_INVALID: {
    kind: 'bad_request',
    message: 'release_date must be a real day (YYYY-MM-DD).',
  },
  SCHEDULE_IN_PAST: {
    kind: 'bad_request',
    message: 'This time has passed. Publish now, or choose a time ahead.',
  },
  SCHEDULE_TOO_FAR: {
    kind: 'bad_request',
    message: 'A release can be scheduled at most a year ahead.',
  },
  ARTWORK_MISSING: {
    kind: 'bad_request',
    message: 'Send the artwork as multipart/form-data in a field named "file".',
  },
  ARTWORK_TOO_LARGE: {
    kind: 'payload_too_large',
    message: 'Artwork files must be 25 MB or smaller.',
  },
  ARTWORK_TYPE: {
    kind: 'unsupported_media_type',
    message: 'Artwork must be a JPEG, PNG or WebP image.',
  },
  ARTWORK_UNREADABLE: {
    kind: 'bad_request',
    message: 'This image could not be read. Please try another file.',
  },
  ARTWORK_TOO_SMALL: {
    kind: 'bad_request',
    message: `Artwork must be at least ${ARTWORK_MIN_SIDE} × ${ARTWORK_MIN_SIDE} pixels.`,
  },
});
