import { WAITLIST_OWNS_RIGHTS_MESSAGE } from '@encore/shared-rules';

import { defineErrors } from '../../platform/http/index.js';

/** The waitlists' failures; the forms show `error` as it is (spec §7, §8). */
export const WaitlistErrors = defineErrors('WAITLIST', {
  /** Spec §5, word for word. */
  OWNS_RIGHTS_REQUIRED: { kind: 'bad_request', message: WAITLIST_OWNS_RIGHTS_MESSAGE },
  DISPOSABLE_EMAIL: {
    kind: 'bad_request',
    message:
      'Please use a permanent email address: we cannot accept disposable (throwaway) addresses.',
  },
  /** Overridden with the genre's name. */
  UNKNOWN_GENRE: {
    kind: 'bad_request',
    message: 'Please pick your genres from the list.',
  },
  UNKNOWN_GENRE_ID: {
    kind: 'bad_request',
    message: 'genre_ids must be the ids of genres from the genre list.',
  },
  /** Overridden with the wait in minutes. */
  TOO_MANY_SUBMISSIONS: {
    kind: 'rate_limited',
    message: 'Too many sign-ups from your network. Please try again later.',
  },
  TOO_MANY_LINK_USES: {
    kind: 'rate_limited',
    message: 'Too many attempts from your network. Please try again later.',
  },
  CONFIRM_LINK_INVALID: {
    kind: 'bad_request',
    message:
      'This confirmation link is not valid (unconfirmed sign-ups are deleted after 30 days). Please join the waitlist again.',
  },
  CONFIRM_LINK_USED: {
    kind: 'gone',
    message: 'This confirmation link has already been used: your email address is confirmed.',
  },
  UNSUBSCRIBE_LINK_INVALID: {
    kind: 'bad_request',
    message: 'This unsubscribe link is not valid. Please use the link in your most recent email.',
  },
});
