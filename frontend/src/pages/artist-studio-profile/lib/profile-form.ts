// The profile form's rules (pure): what it holds, what changed, why it cannot be saved yet, and
// the server's refusals on the fields they are about. The server decides; these checks only save
// a round trip, with @encore/shared-rules' limits, which the server applies.
import {
  ARTIST_BIO_MAX_LENGTH,
  ARTIST_GENRES_MAX,
  ARTIST_LINK_MAX_LENGTH,
  ARTIST_LINKS_MAX,
  ARTIST_NAME_MAX_LENGTH,
  isArtistLink,
} from '@encore/shared-rules';
import { ApiError } from '@/shared/api';
import { characterCount, lengthProblem } from '@/shared/lib/format';
import type { ProfileChanges, StudioProfile } from '../api/studio-profile';

/** One link as the form lists it; `id` keeps its row (and focus) while rows move. */
export interface LinkRow {
  id: number;
  url: string;
}

export interface ProfileForm {
  name: string;
  bio: string;
  links: LinkRow[];
  genres: string[];
  /** The id the next added row gets. */
  nextLinkId: number;
}

export type ProfileField = 'name' | 'bio' | 'links' | 'genres';

/** Why the form cannot be saved as it is: per field, and per link row (by its id). */
export interface ProfileErrors {
  name?: string;
  bio?: string;
  links?: string;
  genres?: string;
  linkRows?: Record<number, string>;
}

export const EMPTY_FORM: ProfileForm = { name: '', bio: '', links: [], genres: [], nextLinkId: 0 };

export const formOf = (profile: StudioProfile): ProfileForm => ({
  name: profile.name,
  bio: profile.bio ?? '',
  links: profile.links.map((url, id) => ({ id, url })),
  genres: [...profile.genres],
  nextLinkId: profile.links.length,
});

/** The addresses the form would save: trimmed, empty rows left out. */
export const linksOf = (form: Pick<ProfileForm, 'links'>): string[] =>
  form.links.map((row) => row.url.trim()).filter((url) => url !== '');

const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** Only what differs from the profile: a save never overwrites what someone else just saved. */
export function changesOf(form: ProfileForm, profile: StudioProfile): ProfileChanges {
  const changes: ProfileChanges = {};
  const name = form.name.trim();
  if (name !== profile.name) changes.name = name;
  const bio = form.bio.trim();
  if (bio !== (profile.bio ?? '')) changes.bio = bio === '' ? null : bio;
  const links = linksOf(form);
  if (!sameList(links, profile.links)) changes.links = links;
  if (!sameList(form.genres, profile.genres)) changes.genres = form.genres;
  return changes;
}

export const hasChanges = (changes: ProfileChanges): boolean => Object.keys(changes).length > 0;

/** The link a row holds, compared as the server does (`HTTPS://Example.com` is example.com/). */
function linkKey(url: string): string {
  try {
    return new URL(url).href;
  } catch {
    return url;
  }
}

function linkProblem(url: string): string | null {
  if (!isArtistLink(url)) {
    return url.toLowerCase().startsWith('http://')
      ? 'Use the secure address: it starts with https://.'
      : 'Paste the whole address, starting with https://.';
  }
  if (characterCount(url) > ARTIST_LINK_MAX_LENGTH) {
    return `A link can be at most ${ARTIST_LINK_MAX_LENGTH} characters.`;
  }
  return null;
}

/** What must change before the profile can be saved (empty when nothing). */
export function problemsOf(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const name = form.name.trim();
  if (name === '') errors.name = 'Your artist name cannot be empty.';
  else if (characterCount(name) > ARTIST_NAME_MAX_LENGTH) {
    errors.name = `A name can be at most ${ARTIST_NAME_MAX_LENGTH} characters.`;
  }
  const bio = lengthProblem(form.bio.trim(), 'These words', ARTIST_BIO_MAX_LENGTH);
  if (bio !== null) errors.bio = bio;

  const rows: Record<number, string> = {};
  const seen = new Set<string>();
  for (const row of form.links) {
    const url = row.url.trim();
    if (url === '') continue;
    const problem = linkProblem(url);
    if (problem !== null) rows[row.id] = problem;
    else if (seen.has(linkKey(url))) rows[row.id] = 'This link is listed already.';
    seen.add(linkKey(url));
  }
  if (Object.keys(rows).length > 0) errors.linkRows = rows;
  if (linksOf(form).length > ARTIST_LINKS_MAX) {
    errors.links = `List at most ${ARTIST_LINKS_MAX} links.`;
  }
  if (form.genres.length > ARTIST_GENRES_MAX) {
    errors.genres = `Choose at most ${ARTIST_GENRES_MAX} genres.`;
  }
  return errors;
}

export const hasProblems = (errors: ProfileErrors): boolean =>
  Object.entries(errors).some(([key, value]) =>
    key === 'linkRows' ? Object.keys(value as object).length > 0 : value !== undefined,
  );

/** Refusals the server words about one field, by their stable codes. */
const FIELD_OF_CODE: Record<string, ProfileField> = {
  'PROFILE.NAME_TAKEN': 'name',
  'PROFILE.LINK_REPEATED': 'links',
  'STUDIO.GENRE_UNKNOWN': 'genres',
};
const FIELDS: readonly string[] = ['name', 'bio', 'links', 'genres'];

/** A refused save's messages on the fields they are about, in the server's words. */
export function serverErrorsOf(error: unknown): ProfileErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ProfileErrors = {};
  for (const detail of error.details ?? []) {
    const field = detail.field.split('.')[0] ?? '';
    const message = detail.messages[0];
    if (FIELDS.includes(field) && message !== undefined) {
      errors[field as ProfileField] ??= message;
    }
  }
  const field = error.code === null ? undefined : FIELD_OF_CODE[error.code];
  if (field !== undefined && error.serverMessage !== null) errors[field] ??= error.serverMessage;
  return errors;
}

/** The field errors that stay once the artist edits these fields (they are dealing with them). */
export function errorsAfterEdit(
  errors: ProfileErrors,
  edited: readonly ProfileField[],
): ProfileErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([key]) =>
        !edited.includes(key as ProfileField) && !(key === 'linkRows' && edited.includes('links')),
    ),
  );
}

// The links list: rows added, changed, removed and moved, as pure steps on the form.

export const linkAdded = (form: ProfileForm): ProfileForm => ({
  ...form,
  links: [...form.links, { id: form.nextLinkId, url: '' }],
  nextLinkId: form.nextLinkId + 1,
});

export const linkEdited = (form: ProfileForm, id: number, url: string): ProfileForm => ({
  ...form,
  links: form.links.map((row) => (row.id === id ? { ...row, url } : row)),
});

export const linkRemoved = (form: ProfileForm, id: number): ProfileForm => ({
  ...form,
  links: form.links.filter((row) => row.id !== id),
});

/** The row one place up (-1) or down (+1); at either end it stays. */
export function linkMoved(form: ProfileForm, id: number, by: -1 | 1): ProfileForm {
  const from = form.links.findIndex((row) => row.id === id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= form.links.length) return form;
  const links = [...form.links];
  const [row] = links.splice(from, 1);
  if (row !== undefined) links.splice(to, 0, row);
  return { ...form, links };
}

/** "1,234 / 3,000": the bio's counter, as the server counts. */
export const bioCount = (bio: string): { used: number; max: number } => ({
  used: characterCount(bio.trim()),
  max: ARTIST_BIO_MAX_LENGTH,
});
