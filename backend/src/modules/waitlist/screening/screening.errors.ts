import { defineErrors } from '../../../platform/http/index.js';

/** Waitlist screening's refusals (docs/adr/0035); the admin pages show `message` as it is. */
export const ScreeningErrors = defineErrors('WAITLIST', {
  ENTRY_NOT_FOUND: { kind: 'not_found', message: 'There is no entry with this id on this list.' },
  ALREADY_APPROVED: {
    kind: 'conflict',
    message:
      'This entry is approved already and its invite code has been made. To withdraw it, revoke the code on the invites page.',
  },
  ALREADY_REJECTED: {
    kind: 'conflict',
    message: 'This entry is rejected already. Add a note if there is more to say.',
  },
  NOT_CONFIRMED: {
    kind: 'conflict',
    message:
      'This person has not confirmed their email address yet. Approve the entry once they have opened their confirmation link.',
  },
  UNSUBSCRIBED: {
    kind: 'conflict',
    message: 'This person unsubscribed from waitlist mail, so an invite cannot be mailed to them.',
  },
  NOT_INVITED: {
    kind: 'conflict',
    message: 'Only an approved entry has an invite to mail.',
  },
  ALREADY_REGISTERED: {
    kind: 'conflict',
    message: 'This person has registered with their invite code already.',
  },
  INVITE_UNUSABLE: {
    kind: 'conflict',
    message:
      'This entry’s invite code has expired or was revoked, so mailing it again would not help.',
  },
  GENRE_FILTER_ARTISTS_ONLY: {
    kind: 'bad_request',
    message: 'Only the artist waitlist asks for genres: filter the artist list by genre.',
  },
});
