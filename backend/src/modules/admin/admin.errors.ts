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
});
