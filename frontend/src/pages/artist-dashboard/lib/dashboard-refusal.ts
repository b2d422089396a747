import { ApiError } from '@/shared/api';

/** Why the dashboard shows no figures to this account. */
export type Refusal = 'not_an_artist' | 'not_linked' | 'other_artist' | 'artist_required';

const REFUSAL_CODES: Record<string, Refusal> = {
  'ANALYTICS.NOT_AN_ARTIST': 'not_an_artist',
  'ANALYTICS.NOT_LINKED': 'not_linked',
  'ANALYTICS.OTHER_ARTIST': 'other_artist',
  'ANALYTICS.ARTIST_REQUIRED': 'artist_required',
};

/** The refusal a failed call carries (the server's stable codes), or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  return REFUSAL_CODES[error.code] ?? null;
}

/** The role the session holds decides before any call: only artists and admins have a dashboard. */
export const roleMayOpen = (role: string | null): boolean =>
  role === null || role === 'artist' || role === 'admin';

/** What the page says for each refusal. */
export const REFUSAL_TEXTS: Record<Refusal, { title: string; text: string }> = {
  not_an_artist: {
    title: 'This is not an artist account',
    text: 'The artist dashboard shows plays, listeners and sales to the artists who make the music. Your account is a listener account.',
  },
  not_linked: {
    title: 'Your account is not linked to an artist profile yet',
    text: 'Ask an Encore admin to link your account to your artist profile; your figures appear here as soon as it is.',
  },
  other_artist: {
    title: "You can only see your own artist profile's analytics",
    text: 'This link names another artist. Open your own dashboard instead.',
  },
  artist_required: {
    title: 'Choose an artist',
    text: "Open an artist's dashboard from the admin area to see their figures.",
  },
};

/** A failed load's text: the server's words when it sent some, else a general one. */
export function loadFailureText(error: unknown): string {
  if (error instanceof ApiError && error.status === 400 && error.serverMessage !== null) {
    return error.serverMessage;
  }
  return 'We could not load your figures. Check your connection and try again.';
}
