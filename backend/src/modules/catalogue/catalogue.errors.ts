import { defineErrors } from '../../platform/http/index.js';

/** The texts are the spec's (§8): the client shows them as they are. */
export const CatalogueErrors = defineErrors('CATALOGUE', {
  ARTIST_NOT_FOUND: { kind: 'not_found', message: 'Artist not found' },
  ALBUM_NOT_FOUND: { kind: 'not_found', message: 'Album not found' },
});
