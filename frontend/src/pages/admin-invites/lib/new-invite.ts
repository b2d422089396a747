import type { NewInvite } from '../api/invites-api';

/** The create form as typed: every field a string, as the form gives it. */
export interface InviteFormValues {
  uses: string;
  expiresInDays: string;
  lastDay: string;
  note: string;
}

/**
 * The request the form means. A last day, when given, wins over the number of days (the server
 * takes one or the other); empty fields are left to the server's defaults (1 use, 14 days), and
 * numbers are sent as typed, so the server's checks explain a wrong one.
 */
export function newInviteOf(values: InviteFormValues): NewInvite {
  const uses = values.uses.trim();
  const days = values.expiresInDays.trim();
  const lastDay = values.lastDay.trim();
  const note = values.note.trim();
  return {
    ...(uses === '' ? {} : { uses: Number(uses) }),
    ...(lastDay !== ''
      ? { expires_at: lastDay }
      : days === ''
        ? {}
        : { expires_in_days: Number(days) }),
    ...(note === '' ? {} : { note }),
  };
}
