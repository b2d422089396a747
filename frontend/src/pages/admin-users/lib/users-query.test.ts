/** @jest-environment node */
import { INITIAL_USERS_QUERY, isFiltered, usersQueryParams, withSort } from './users-query';

describe('the users query', () => {
  test('leaves out "all" filters and an empty search; the order always goes', () => {
    expect(usersQueryParams(INITIAL_USERS_QUERY, null)).toEqual({ sort: 'created', order: 'desc' });
  });

  test('sends the trimmed search, the filters and the cursor', () => {
    const query = {
      search: '  lena ',
      role: 'artist',
      status: 'disabled',
      sort: { key: 'email', direction: 'asc' },
    } as const;
    expect(usersQueryParams(query, 'abc')).toEqual({
      q: 'lena',
      role: 'artist',
      status: 'disabled',
      sort: 'email',
      order: 'asc',
      before: 'abc',
    });
  });

  test('takes the order of a column the server sorts by, and ignores any other', () => {
    expect(withSort(INITIAL_USERS_QUERY, { key: 'name', direction: 'desc' })).toEqual({
      sort: { key: 'name', direction: 'desc' },
    });
    expect(withSort(INITIAL_USERS_QUERY, { key: 'role', direction: 'asc' })).toEqual({
      sort: INITIAL_USERS_QUERY.sort,
    });
  });

  test('knows when it narrows the list', () => {
    expect(isFiltered(INITIAL_USERS_QUERY)).toBe(false);
    expect(isFiltered({ ...INITIAL_USERS_QUERY, search: '  ' })).toBe(false);
    expect(isFiltered({ ...INITIAL_USERS_QUERY, role: 'admin' })).toBe(true);
  });
});
