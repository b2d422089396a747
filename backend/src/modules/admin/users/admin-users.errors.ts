import { defineErrors } from '../../../platform/http/index.js';

/** What an admin's change to an account can run into (docs/adr/0036). */
export const AdminUsersErrors = defineErrors('ADMIN', {
  USER_NOT_FOUND: { kind: 'not_found', message: 'There is no account with this id.' },
  ARTIST_NOT_FOUND: { kind: 'not_found', message: 'There is no artist profile with this id.' },
  LAST_ADMIN: {
    kind: 'conflict',
    message:
      'Encore needs at least one enabled admin. Make another account an admin first, then try again.',
  },
  CANNOT_DISABLE_SELF: {
    kind: 'conflict',
    message: 'You cannot disable your own account. Ask another admin to do it.',
  },
});
