import { defineErrors } from '../../../platform/http/index.js';
import { ACCEPTED_FORMATS_SENTENCE } from '../domain/audio-format.js';

/**
 * The uploads' refusals (docs/adr/0043), in words an artist can act on. The tus protocol's own
 * failures are mapped onto these too (tus-errors.ts), so every reply is the house envelope.
 */
export const UploadsErrors = defineErrors('UPLOADS', {
  METADATA_INVALID: {
    kind: 'bad_request',
    message:
      'Upload-Metadata must name the track the file is for (trackId, a track id) and may name the file (filename).',
  },
  /** Also another artist's track: answered as if it did not exist, as the studio does. */
  TRACK_NOT_FOUND: { kind: 'not_found', message: 'There is no track with this id to upload to.' },
  NOT_YOURS: {
    kind: 'forbidden',
    message:
      'Only the artist a track belongs to can resume, read or cancel the upload of its master.',
  },
  RELEASE_NOT_EDITABLE: {
    kind: 'conflict',
    message:
      "This release is public or scheduled: unpublish it before you change its tracks' masters.",
  },
  TRACK_SOLD: {
    kind: 'conflict',
    message:
      'People bought this release with this track on it, so its master cannot be replaced. Add the new version as a new track: its buyers get your note about it when you publish.',
  },
  TRACK_HAS_MASTER: {
    kind: 'conflict',
    message:
      'This track already has its master (it is being processed or is ready). Retry it, or add a new track for another file.',
  },
  LENGTH_REQUIRED: {
    kind: 'bad_request',
    message:
      'Say how large the file is (Upload-Length): uploads of unknown length are not accepted.',
  },
  EMPTY_FILE: { kind: 'bad_request', message: `This file is empty. ${ACCEPTED_FORMATS_SENTENCE}` },
  /** Overridden with the configured limit. */
  TOO_LARGE: { kind: 'payload_too_large', message: 'This file is larger than a master may be.' },
  /** Overridden with what the file is ("This file is a PDF, not audio. …"). */
  NOT_AUDIO: {
    kind: 'unsupported_media_type',
    message: `This file is not audio. ${ACCEPTED_FORMATS_SENTENCE}`,
  },
  FIRST_REQUEST_TOO_SHORT: {
    kind: 'bad_request',
    message:
      "The first request of an upload must carry the file's first 4,100 bytes (or the whole file when it is smaller), so its format can be checked.",
  },
  UPLOAD_NOT_FOUND: {
    kind: 'not_found',
    message:
      'This upload does not exist any more (it finished, expired, was cancelled or was replaced by a newer one).',
  },
  UPLOAD_EXPIRED: {
    kind: 'gone',
    message: 'This upload expired: an upload must finish within 24 hours. Start it again.',
  },
  OFFSET_CONFLICT: {
    kind: 'conflict',
    message: 'The upload is at another offset: ask where it stands (HEAD) and resume from there.',
  },
  BUSY: {
    kind: 'conflict',
    message: 'Another request is writing to this upload. Try again in a moment.',
  },
  TOO_MANY_BYTES: {
    kind: 'payload_too_large',
    message: 'More bytes arrived than the upload said it has (Upload-Length).',
  },
  WRONG_CONTENT_TYPE: {
    kind: 'unsupported_media_type',
    message: "Send the file's bytes with Content-Type: application/offset+octet-stream.",
  },
  UNSUPPORTED: {
    kind: 'bad_request',
    message:
      'Parallel (concatenated) uploads and changing an upload\u2019s length are not supported: upload the file in one upload of known length.',
  },
  TUS_RESUMABLE_REQUIRED: {
    kind: 'bad_request',
    message: 'This is a tus 1.0.0 endpoint: send Tus-Resumable: 1.0.0 with every request.',
  },
  /** Overridden with tus' description of what is wrong with the request. */
  PROTOCOL_ERROR: { kind: 'bad_request', message: 'This is not a valid tus request.' },
});
