import { defineErrors } from '../../../platform/http/index.js';

/**
 * The operator's import refusals (`npm run catalogue:import`, docs/adr/0042): the folder as a
 * whole (the command stops with the message), or one file's slot (the file is reported failed
 * with the message, the rest goes on).
 */
export const ImportErrors = defineErrors('IMPORT', {
  FOLDER_NOT_FOUND: { kind: 'not_found', message: 'There is no folder at this path.' },
  NOT_A_FOLDER: { kind: 'bad_request', message: 'This path is a file, not a folder.' },
  FOLDER_EMPTY: { kind: 'bad_request', message: 'The folder holds no files.' },
  NO_AUDIO: {
    kind: 'bad_request',
    message: 'The folder holds no audio files Encore can import.',
  },
  ARTIST_EMPTY: { kind: 'bad_request', message: '--artist must name the artist.' },
  GENRE_UNKNOWN: { kind: 'bad_request', message: 'This is not a genre Encore lists.' },
  RELEASE_GONE: { kind: 'conflict', message: 'Its release was deleted meanwhile.' },
  RELEASE_NOT_EDITABLE: {
    kind: 'conflict',
    message: 'Its release is not a draft: tracks are only added to a draft (unpublish it first).',
  },
  RELEASE_FULL: { kind: 'conflict', message: 'Its release holds as many tracks as a release can.' },
});
