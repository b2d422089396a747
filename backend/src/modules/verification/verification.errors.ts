import { defineErrors } from '../../platform/http/index.js';

/** The spec's text for every refused token, whatever the reason (the codes tell them apart). */
export const VERIFICATION_FAILED_MESSAGE =
  'Verification challenge failed. Please try refreshing the page.';

const failed = { kind: 'bad_request', message: VERIFICATION_FAILED_MESSAGE } as const;

export const VerificationErrors = defineErrors('VERIFICATION', {
  TOKEN_MISSING: failed,
  TOKEN_MALFORMED: failed,
  TOKEN_INVALID: failed,
  TOKEN_EXPIRED: failed,
  TOKEN_REUSED: failed,
  // siteverify or the replay store could not answer: the user did nothing wrong (503, not 500).
  UNAVAILABLE: {
    kind: 'unavailable',
    message: 'Verification is temporarily unavailable. Please try again in a moment.',
  },
  CHALLENGE_NOT_OFFERED: {
    kind: 'not_found',
    message: 'This server verifies with Cloudflare Turnstile; there is no challenge to fetch.',
  },
});
