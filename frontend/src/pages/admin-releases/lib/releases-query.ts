import type { ReleaseState } from './release-state';

/** One state, or every release. */
export type StateFilter = 'all' | ReleaseState;

/** What the releases list asks for (the server has no search: it pages by publication time). */
export interface ReleasesQuery {
  state: StateFilter;
}

/** The new releases: what is public now, newest publication first. */
export const INITIAL_RELEASES_QUERY: ReleasesQuery = { state: 'published' };

export const STATE_FILTERS: { value: StateFilter; label: string }[] = [
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'taken_down', label: 'Taken down' },
  { value: 'draft', label: 'Drafts' },
  { value: 'all', label: 'All releases' },
];

const STATE_FILTER_VALUES = new Set<string>(STATE_FILTERS.map((filter) => filter.value));

/** A filter from the address (?state=), or the default for anything else. */
export const stateFilterOf = (value: string | null): StateFilter =>
  value !== null && STATE_FILTER_VALUES.has(value)
    ? (value as StateFilter)
    : INITIAL_RELEASES_QUERY.state;

/** GET /api/admin/releases's parameters: "all" and the first page's cursor are left out. */
export function releasesQueryParams(query: ReleasesQuery, cursor: string | null) {
  return {
    ...(query.state === 'all' ? {} : { state: query.state }),
    ...(cursor === null ? {} : { before: cursor }),
  };
}

const EMPTY: Record<StateFilter, string> = {
  published: 'No release is public yet.',
  scheduled: 'No release is scheduled.',
  taken_down: 'No release is taken down.',
  draft: 'There are no drafts.',
  all: 'There are no releases yet.',
};

/** What an empty list means under this filter. */
export const emptyText = (query: ReleasesQuery): string => EMPTY[query.state];
