import { defineErrors } from '../../platform/http/index.js';

export const AuthErrors = defineErrors('AUTH', {
  INVALID_CREDENTIALS: { kind: 'unauthenticated', message: 'Invalid email or password.' },
  INVITE_UNKNOWN: {
    kind: 'bad_request',
    message: 'This invite code is not valid. Check it and try again.',
  },
  INVITE_EXPIRED: { kind: 'bad_request', message: 'This invite code has expired.' },
  INVITE_REVOKED: { kind: 'bad_request', message: 'This invite code is no longer valid.' },
  INVITE_USED_UP: { kind: 'bad_request', message: 'This invite code has already been used up.' },
  EMAIL_TAKEN: {
    kind: 'conflict',
    message:
      'This email cannot be used to register. If it is yours, log in or reset your password.',
  },
  WEAK_PASSWORD: { kind: 'bad_request', message: 'Please choose a stronger password.' },
  // Said only to whoever gave the right password, so it tells nobody else the account exists.
  ACCOUNT_DISABLED: {
    kind: 'forbidden',
    message: 'This account has been disabled. If you think this is a mistake, contact Encore.',
  },
  NO_SESSION: { kind: 'unauthenticated', message: 'You are not logged in.' },
  SESSION_ENDED: {
    kind: 'unauthenticated',
    message: 'Your session has ended. Please log in again.',
  },
  RESET_TOKEN_INVALID: {
    kind: 'bad_request',
    message: 'This password reset link is invalid or has expired. Please request a new one.',
  },
  CURRENT_PASSWORD_WRONG: { kind: 'bad_request', message: 'Your current password is incorrect.' },
  CURRENT_PASSWORD_REQUIRED: {
    kind: 'bad_request',
    message: 'Please enter your current password.',
  },
  // Many failed logins on this account or from this address: the next attempt carries a solved
  // proof of work (the verification module's challenge) instead of being refused.
  VERIFICATION_REQUIRED: {
    kind: 'unauthenticated',
    message: 'Please complete the verification, then log in again.',
  },
  // The three limits below are thrown with the wait in words ("Try again in 5 minutes.") and a
  // Retry-After header (auth-throttle.ts); these texts are their defaults.
  LOGIN_THROTTLED: { kind: 'rate_limited', message: 'Too many attempts. Try again later.' },
  REGISTRATION_THROTTLED: { kind: 'rate_limited', message: 'Too many attempts. Try again later.' },
  RESET_THROTTLED: { kind: 'rate_limited', message: 'Too many attempts. Try again later.' },
});
