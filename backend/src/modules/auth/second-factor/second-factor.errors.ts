import { defineErrors } from '../../../platform/http/index.js';

export const SecondFactorErrors = defineErrors('SECOND_FACTOR', {
  ALREADY_ENROLLED: {
    kind: 'conflict',
    message:
      'Your account already has an authenticator app. Turn it off first to set up a new one.',
  },
  ENROLMENT_NOT_STARTED: {
    kind: 'conflict',
    message: 'Start setting up your authenticator app first, then enter its code.',
  },
  NOT_ENROLLED: {
    kind: 'conflict',
    message: 'Your account has no authenticator app set up.',
  },
  CODE_WRONG: {
    kind: 'bad_request',
    message: 'That code is not right. Enter the current code from your authenticator app.',
  },
  CODE_ALREADY_USED: {
    kind: 'bad_request',
    message: 'That code has already been used. Wait for the next code in your authenticator app.',
  },
  RECOVERY_CODE_USED: {
    kind: 'bad_request',
    message: 'That recovery code has already been used. Each one works once.',
  },
  // Enrolled under a TOTP_SECRET_KEY that has since changed: only a recovery code still works.
  SECRET_UNREADABLE: {
    kind: 'bad_request',
    message:
      'Your authenticator app can no longer be checked. Use a recovery code, then set it up again.',
  },
  // Thrown with the wait in words and a Retry-After header (second-factor-throttle.ts).
  CODES_THROTTLED: { kind: 'rate_limited', message: 'Too many attempts. Try again later.' },
});
