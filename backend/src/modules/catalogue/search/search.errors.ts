import { defineErrors } from '../../../platform/http/index.js';

export const SearchErrors = defineErrors('SEARCH', {
  TRACK_FILTER: {
    kind: 'bad_request',
    message: 'Give exactly one of q (search text), artist (an artist id) or album (an album id).',
  },
  LIMIT_TOO_LARGE: {
    kind: 'bad_request',
    message: 'A search returns at most 50 results: limit must be 1 to 50.',
  },
});
