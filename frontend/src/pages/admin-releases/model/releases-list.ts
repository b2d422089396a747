import { createEvent, sample } from 'effector';
import { createKeysetList } from '@/shared/model';
import { type AdminRelease, fetchReleasesPage } from '../api/admin-releases-api';
import {
  INITIAL_RELEASES_QUERY,
  type ReleasesQuery,
  type StateFilter,
} from '../lib/releases-query';

/** The admin releases list: the server's keyset pages, newest publication first. */
export const releasesList = createKeysetList<ReleasesQuery, AdminRelease>({
  initialQuery: INITIAL_RELEASES_QUERY,
  fetchPage: fetchReleasesPage,
});

/** The page opened, or its address names another state (?state=). */
export const releasesPageOpened = createEvent<{ state: StateFilter }>();
sample({
  clock: releasesPageOpened,
  fn: ({ state }) => ({ state }),
  target: releasesList.queryChanged,
});
