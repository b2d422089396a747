import type { ReleaseType, StudioAccessType, StudioRelease } from '@/entities/release';
import { ApiError, type components } from '@/shared/api';

/** The release's details as the form holds them (text fields as typed). */
export interface DetailsForm {
  title: string;
  releaseType: ReleaseType;
  /** Null until the artist chooses. */
  accessType: StudioAccessType | null;
  genres: string[];
  description: string;
  /** `YYYY-MM-DD`, or '' for "the day it is first published". */
  releaseDate: string;
}

export type DetailsField = keyof DetailsForm;
export type DetailsErrors = Partial<Record<DetailsField, string>>;

export type ReleaseChanges = components['schemas']['UpdateReleaseDto'];
export type NewRelease = components['schemas']['CreateReleaseDto'];

/** The server's limits (backend releases/dto/release-requests.dto.ts), told before a request. */
export const TITLE_MAX_LENGTH = 300;
export const DESCRIPTION_MAX_LENGTH = 5000;
export const MAX_GENRES = 5;
/** What a release is called when files are dropped before it has a title. */
export const UNTITLED_RELEASE = 'Untitled release';

export const EMPTY_DETAILS: DetailsForm = {
  title: '',
  releaseType: 'album',
  accessType: null,
  genres: [],
  description: '',
  releaseDate: '',
};

export const detailsOf = (release: StudioRelease): DetailsForm => ({
  title: release.title,
  releaseType: release.release_type,
  accessType: release.access_type,
  genres: [...release.genres],
  description: release.description ?? '',
  releaseDate: release.release_date ?? '',
});

function isDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/** What must change before the details can be saved, field by field (empty when none). */
export function detailsProblems(form: DetailsForm): DetailsErrors {
  const errors: DetailsErrors = {};
  const title = form.title.trim();
  if (title === '') errors.title = 'Give the release a title.';
  else if (title.length > TITLE_MAX_LENGTH) {
    errors.title = `A title can be at most ${TITLE_MAX_LENGTH} characters.`;
  }
  if (form.description.trim().length > DESCRIPTION_MAX_LENGTH) {
    errors.description = `A description can be at most ${DESCRIPTION_MAX_LENGTH.toLocaleString('en')} characters.`;
  }
  if (form.genres.length > MAX_GENRES) errors.genres = `Choose at most ${MAX_GENRES} genres.`;
  if (form.releaseDate !== '' && !isDay(form.releaseDate)) {
    errors.releaseDate = 'This is not a day that exists.';
  }
  return errors;
}

const sameGenres = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((genre, index) => genre === b[index]);

/** Only what differs from the release: a PATCH never overwrites what someone else just saved. */
export function detailsChanges(form: DetailsForm, release: StudioRelease): ReleaseChanges {
  const saved = detailsOf(release);
  const changes: ReleaseChanges = {};
  if (form.title.trim() !== saved.title) changes.title = form.title.trim();
  if (form.releaseType !== saved.releaseType) changes.release_type = form.releaseType;
  if (form.accessType !== null && form.accessType !== saved.accessType) {
    changes.access_type = form.accessType;
  }
  if (!sameGenres(form.genres, saved.genres)) changes.genres = form.genres;
  if (form.description.trim() !== saved.description.trim()) {
    changes.description = form.description.trim() === '' ? null : form.description.trim();
  }
  if (form.releaseDate !== saved.releaseDate) {
    changes.release_date = form.releaseDate === '' ? null : form.releaseDate;
  }
  return changes;
}

export const hasChanges = (changes: ReleaseChanges): boolean => Object.keys(changes).length > 0;

/** The new release's body (an admin names the artist). */
export function newReleaseBody(form: DetailsForm, artistId: string | null): NewRelease {
  const description = form.description.trim();
  return {
    title: form.title.trim() === '' ? UNTITLED_RELEASE : form.title.trim(),
    release_type: form.releaseType,
    ...(form.accessType === null ? {} : { access_type: form.accessType }),
    ...(form.genres.length === 0 ? {} : { genres: form.genres }),
    ...(description === '' ? {} : { description }),
    ...(form.releaseDate === '' ? {} : { release_date: form.releaseDate }),
    ...(artistId === null ? {} : { artist_id: artistId }),
  };
}

const FIELD_OF: Record<string, DetailsField> = {
  title: 'title',
  release_type: 'releaseType',
  access_type: 'accessType',
  genres: 'genres',
  description: 'description',
  release_date: 'releaseDate',
};

/** A refused save's messages on the fields they are about (the server's validation details). */
export function serverDetailsErrors(error: unknown): DetailsErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: DetailsErrors = {};
  for (const detail of error.details ?? []) {
    const field = FIELD_OF[detail.field.split('.')[0] ?? ''];
    const message = detail.messages[0];
    if (field !== undefined && message !== undefined) errors[field] ??= message;
  }
  if (error.code === 'STUDIO.GENRE_UNKNOWN' && error.serverMessage !== null) {
    errors.genres ??= error.serverMessage;
  }
  return errors;
}
