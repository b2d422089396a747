import { defineErrors } from '../../platform/http/index.js';

/** The player's account state (`/api/me/player-queue`, docs/adr/0048). */
export const ListeningErrors = defineErrors('LISTENING', {
  TOO_MANY_SAVES: {
    kind: 'rate_limited',
    message: 'The queue was saved too often. Please wait a moment.',
  },
});
