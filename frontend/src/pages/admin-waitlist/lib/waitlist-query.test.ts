import {
  dayAfter,
  exportFileName,
  filterParams,
  initialQueryOf,
  isFiltered,
  listOf,
  listQueryParams,
  withSort,
} from './waitlist-query';

describe('the screening query', () => {
  test('opens on everything, newest first, and asks the server for just that', () => {
    const query = initialQueryOf('fans');
    expect(isFiltered(query)).toBe(false);
    expect(listQueryParams(query, null)).toEqual({ sort: 'created_at', order: 'desc' });
  });

  test('sends only the filters that narrow, trimmed, with the next page cursor', () => {
    const query = {
      ...initialQueryOf('artists'),
      search: '  orchard ',
      status: 'pending' as const,
      confirmed: 'unconfirmed' as const,
      country: 'IE',
      genre: 'Shoegaze',
      from: '2026-11-01',
      to: '2026-11-30',
    };
    expect(isFiltered(query)).toBe(true);
    expect(listQueryParams(query, 'c1')).toEqual({
      q: 'orchard',
      status: 'pending',
      confirmed: false,
      country: 'IE',
      genre: 'Shoegaze',
      from: '2026-11-01',
      // The form's last day counts: the server's `to` is the moment after it.
      to: '2026-12-01',
      sort: 'created_at',
      order: 'desc',
      before: 'c1',
    });
  });

  test('never sends a genre for the fan list (fans are not asked for one)', () => {
    expect(filterParams({ ...initialQueryOf('fans'), genre: 'Shoegaze' })).toEqual({});
  });

  test('ignores a half-typed day', () => {
    expect(filterParams({ ...initialQueryOf('fans'), from: '2026-1', to: '' })).toEqual({});
  });

  test('keeps a sortable column as the order and ignores any other', () => {
    const query = initialQueryOf('fans');
    expect(withSort(query, { key: 'name', direction: 'asc' })).toEqual({
      sort: { key: 'name', direction: 'asc' },
    });
    expect(withSort(query, { key: 'status', direction: 'asc' })).toEqual({ sort: query.sort });
  });

  test('reads the list from the path', () => {
    expect(listOf('artists')).toBe('artists');
    expect(listOf('fans')).toBe('fans');
    expect(listOf('listeners')).toBeNull();
    expect(listOf(undefined)).toBeNull();
  });

  test('counts days across a month and a year', () => {
    expect(dayAfter('2026-11-30')).toBe('2026-12-01');
    expect(dayAfter('2026-12-31')).toBe('2027-01-01');
    expect(dayAfter('2028-02-28')).toBe('2028-02-29');
  });

  test('names the export after the list and the day', () => {
    expect(exportFileName('fans', new Date('2026-11-26T23:59:00Z'))).toBe(
      'encore-waitlist-fans-2026-11-26.csv',
    );
  });
});
