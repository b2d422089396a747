import { defineErrors } from '../../platform/http/index.js';

export const AdminErrors = defineErrors('ADMIN', {
  NOT_ADMIN: { kind: 'forbidden', message: 'This area is for Encore admins only.' },
  SECOND_FACTOR_REQUIRED: {
    kind: 'unauthenticated',
    message: 'Enter the code from your authenticator app to continue to the admin area.',
  },
  SECOND_FACTOR_ENROLMENT_REQUIRED: {
    kind: 'unauthenticated',
    message:
      'Admins need an authenticator app. Set one up (scan the QR code, enter its code), then continue to the admin area.',
  },
  CURSOR_INVALID: {
    kind: 'bad_request',
    message: 'This page cursor is not valid. Start again from the first page.',
  },
  TIME_INVALID: {
    kind: 'bad_request',
    message: 'from and to must be real days or times (UTC), and from must come before to.',
  },
  INVITE_NOT_FOUND: { kind: 'not_found', message: 'There is no invite code with this id.' },
  INVITE_EXPIRY_AMBIGUOUS: {
    kind: 'bad_request',
    message: 'Give either expires_in_days or expires_at, not both.',
  },
  INVITE_EXPIRY_OUT_OF_RANGE: {
    kind: 'bad_request',
    message: 'expires_at must be in the future and at most 365 days from now.',
  },
  QUEUE_BOARD_PASS_REQUIRED: {
    kind: 'unauthenticated',
    message: 'Open the queue board from the admin area: the link there signs you in to it.',
  },
});
