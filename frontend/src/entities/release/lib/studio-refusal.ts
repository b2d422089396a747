import { ApiError } from '@/shared/api';

/** Why the studio shows nothing to this account (the server's stable codes, ADR 0041). */
export type StudioRefusal = 'not_an_artist' | 'not_linked' | 'other_artist' | 'artist_required';

const REFUSAL_CODES: Record<string, StudioRefusal> = {
  'STUDIO.NOT_AN_ARTIST': 'not_an_artist',
  'STUDIO.NOT_LINKED': 'not_linked',
  'STUDIO.OTHER_ARTIST': 'other_artist',
  'STUDIO.ARTIST_REQUIRED': 'artist_required',
};

/** The refusal a failed call carries, or null for any other failure. */
export function studioRefusalOf(error: unknown): StudioRefusal | null {
  if (!(error instanceof ApiError) || error.code === null) return null;
  return REFUSAL_CODES[error.code] ?? null;
}

/** The session's role decides before any call: only artists and admins have a studio. */
export const roleMayUseStudio = (role: string | null): boolean =>
  role === null || role === 'artist' || role === 'admin';

/** The refusal a page shows without asking the server (a listener's session), or null: ask it. */
export const studioRefusalOfRole = (role: string | null): StudioRefusal | null =>
  roleMayUseStudio(role) ? null : 'not_an_artist';

export const STUDIO_REFUSAL_TEXTS: Record<StudioRefusal, { title: string; text: string }> = {
  not_an_artist: {
    title: 'The studio is for artists',
    text: 'This is where artists upload and publish their music. Your account is a listener account.',
  },
  not_linked: {
    title: 'Your account is not linked to an artist profile yet',
    text: 'Ask Encore to link your account to your artist profile; your studio opens as soon as it is.',
  },
  other_artist: {
    title: 'This is another artist’s release',
    text: 'You can only work on your own releases. Go back to your studio to find them.',
  },
  artist_required: {
    title: 'Choose an artist',
    text: 'Open an artist’s studio from the admin area to work on their releases.',
  },
};
