import { createEvent, sample } from 'effector';
import { createKeysetList, createListSearch } from '@/shared/model';
import type { TableSort } from '@/shared/ui/table';
import { type AdminUser, fetchUsersPage } from '../api/admin-users-api';
import { INITIAL_USERS_QUERY, type UsersQuery, withSort } from '../lib/users-query';

/** The admin users table: the server's keyset pages for the current search, filters and order. */
export const usersList = createKeysetList<UsersQuery, AdminUser>({
  initialQuery: INITIAL_USERS_QUERY,
  fetchPage: fetchUsersPage,
});

/** The search box: the field at once, the list after a pause. */
export const { searchTyped, $searchText } = createListSearch(usersList);

export const sortChosen = createEvent<TableSort>();
sample({
  clock: sortChosen,
  source: usersList.$query,
  fn: withSort,
  target: usersList.queryChanged,
});
